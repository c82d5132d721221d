import { SgfError } from './errors.js';
import { SgfReader } from './reader.js';
import type { SgfNode, SgfParseOptions } from './types.js';

/**
 * Reads an SGF collection and returns the root node of each of its game trees. By default it
 * recovers from damage whose meaning is clear and reports each problem to `options.onWarning`;
 * with `strict: true` it throws an `SgfError` at the first problem instead. `SgfError` is the
 * only error it throws.
 */
export function parseSgf(text: string, options?: SgfParseOptions): SgfNode[] {
  if (typeof text !== 'string') {
    throw new SgfError(`Expected the SGF text as a string, found ${typeof text}`, 1, 1);
  }
  return new SgfReader(text, options).read();
}
