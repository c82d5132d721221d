/** One node of an SGF game tree. A node's sequence successor is its first child; further
 * children are variations. */
export interface SgfNode {
  /** Property values by identifier, unescaped, in the order the file gave them. A compose
   * value such as a label keeps its ':' separator: `LB: ['aa:Q']` (see `parseCompose`). */
  props: Record<string, string[]>;
  children: SgfNode[];
}

/** A problem the reader recovered from. */
export interface SgfWarning {
  /** What was expected and what was found. */
  message: string;
  /** 1-based line of the problem in the text. */
  line: number;
  /** 1-based column (UTF-16 code units) of the problem in the text. */
  column: number;
}

/** How `parseSgf` and `parseSgfBytes` treat damaged files. */
export interface SgfParseOptions {
  /** Throw an `SgfError` at the first problem instead of recovering. Default false. */
  strict?: boolean;
  /** Called once for every problem the reader recovered from, and for every choice the file
   * left to it (the charset of a game tree without CA, in `parseSgfBytes`); lenient mode only. */
  onWarning?: (warning: SgfWarning) => void;
}

/** The dimensions given by the SZ property. */
export interface SgfSize {
  width: number;
  height: number;
}
