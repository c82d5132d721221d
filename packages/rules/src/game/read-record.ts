// Reading a game record for Game.fromSgf: the text (or bytes in their charset), the game chosen
// from a collection, its settings from the root header, and its tree.
import { Color, describe } from '../color.js';
import type { GameNode } from './node.js';
import type { KoRule } from '../options.js';
import { treeFromSgf } from './record.js';
import { settingsOf, type RecordSettings } from './root-header.js';
import { decodeSgfBytes } from '../sgf/bytes.js';
import { SgfError } from '../sgf/errors.js';
import { parseSgf } from '../sgf/parse.js';
import { locateRootProperty } from '../sgf/reader.js';
import type { SgfParseOptions } from '../sgf/types.js';

/** Options of `Game.fromSgf()`. */
export interface FromSgfOptions extends SgfParseOptions {
  /** Which game of a collection to read (default 0, the first). */
  game?: number;
  /** The ko rule to judge the record's moves by (default 'simple'). */
  ko?: KoRule;
}

/** A record read: its tree, its settings and who moves first from the root. */
export interface ReadRecord {
  root: GameNode;
  settings: RecordSettings;
  firstTurn: Color;
}

/** Reads the game `options.game` of an SGF record; throws what Game.fromSgf() documents. */
export function readRecord(source: string | Uint8Array, options: FromSgfOptions): ReadRecord {
  let text: string;
  if (typeof source === 'string') text = source;
  else if (source instanceof Uint8Array) text = decodeSgfBytes(source, options);
  else throw new RangeError(`Expected SGF text or bytes (a Uint8Array), received ${describe(source)}.`);
  const roots = parseSgf(text, options);
  if (roots.length === 0) {
    throw new SgfError("Expected an SGF game tree such as '(;SZ[19];B[pd])', found none.", 1, 1);
  }
  const index = options.game ?? 0;
  if (!Number.isInteger(index) || index < 0 || index >= roots.length) {
    throw new RangeError(
      `Expected a game index in 0..${roots.length - 1} for a record of ${roots.length} games, received ${describe(index)}.`,
    );
  }
  const sgfRoot = roots[index]!;
  const settings = settingsOf(sgfRoot, options.onWarning, (identifier) => locateRootProperty(text, index, identifier));
  const root = treeFromSgf(sgfRoot, settings.width, settings.height, options.onWarning);
  // White moves first after handicap stones, unless the record says otherwise (PL, or a first
  // move, which old records put in the root itself).
  const first = root.color === null ? root.children[0] : root;
  const firstTurn = first?.color ?? (settings.handicap >= 2 ? Color.White : Color.Black);
  return { root, settings, firstTurn };
}
