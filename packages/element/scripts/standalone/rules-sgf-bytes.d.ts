// The rules' own sgf/bytes.js, by a name the standalone build resolves to it (the rules' files get
// the bundle's stand-in for it, sgf-bytes-later.ts).
declare module 'go-board:rules-sgf-bytes' {
  import type { SgfNode, SgfParseOptions } from '@go-board/rules';
  export function decodeSgfBytes(bytes: Uint8Array, options?: SgfParseOptions): string;
  export function parseSgfBytes(bytes: Uint8Array, options?: SgfParseOptions): SgfNode[];
}
