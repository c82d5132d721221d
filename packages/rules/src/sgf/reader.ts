import { isBoardSize, MAX_BOARD_SIZE } from './compose.js';
import { SgfError, describeFound, quoteText } from './errors.js';
import { labelsOfLegacyPoints } from './legacy.js';
import { LineLocator, type TextLocation } from './location.js';
import {
  CharCode,
  findTreeStart,
  internIdentifier,
  internPointValue,
  isLetter,
  isWhitespace,
  skipLineBreak,
  strayTextEnd,
  uppercaseLetters,
  valueFollows,
} from './scan.js';
import type { SgfNode, SgfParseOptions, SgfWarning } from './types.js';

/** What the reader saves of the enclosing game tree when a variation '(' opens. */
interface OpenTree {
  /** Offset of the '(' for the "not closed" message. */
  openOffset: number;
  current: SgfNode | null;
  currentIsEmpty: boolean;
  currentMove: string | null;
  attach: SgfNode | null;
  hadVariation: boolean;
  hasContent: boolean;
}

/**
 * The children of a node until its first child arrives, never handed out: `closeTree` gives
 * each node still holding it an array of its own. Building a large tree is bound by memory,
 * not by scanning, and most nodes would otherwise allocate an empty array only to replace it.
 */
const NO_CHILDREN_YET: SgfNode[] = [];

const EXPECTED_IN_TREE = "Expected a property identifier, ';', '(' or ')'";

/**
 * A single-pass SGF scanner and tree builder over char codes. Game trees are nested with an
 * explicit stack of `OpenTree`s, never with recursion, so any depth of variations parses.
 * Values are sliced from the text in one piece unless an escape or a CR needs rewriting.
 * Used by `parseSgf`; one instance reads one text.
 */
export class SgfReader {
  readonly #text: string;
  readonly #strict: boolean;
  readonly #onWarning: ((warning: SgfWarning) => void) | undefined;
  #locator: LineLocator | null = null;
  #warningCount = 0;
  /** The offset after the last value read, set by `readValue`. */
  #position = 0;

  readonly #roots: SgfNode[] = [];
  readonly #openTrees: OpenTree[] = [];
  /** The last node of the sequence being read, or null before the tree's first node. */
  #current: SgfNode | null = null;
  /** Whether `current` has no property yet. */
  #currentIsEmpty = true;
  /** The move property ('B' or 'W') of `current`, if any. */
  #currentMove: string | null = null;
  /** Where the first node of the tree being read hangs: the branch point, or null for a root. */
  #attach: SgfNode | null = null;
  /** Whether a variation of `current` has been closed: then only '(' or ')' may follow. */
  #hadVariation = false;
  /** Whether the tree being read has a node or a variation; "()" has neither. */
  #hasContent = false;
  /** The root node of the game tree being read, or null before its first node. */
  #treeRoot: SgfNode | null = null;
  /**
   * The FF in force in the game tree being read: the first FF value of its root, 0 until the root
   * has one. L and M are converted only under an explicit FF[1]-FF[3]: without FF they are more
   * likely private properties of a newer program than markup of a 1990s one, and converting them
   * would change such files. FF is a root property: an FF in a later node changes nothing.
   */
  #fileFormat = 0;
  /** The offset where the next game tree starts, from `#treeStartSearchedFrom` on (see `#nextTreeStart`). */
  #treeStart = -1;
  #treeStartSearchedFrom = -1;
  /** Whether the last value read was closed by its ']', set by `readValue`. */
  #valueClosed = true;
  /** What `locateRootProperty` looks for, and where it found it (-1 until then). */
  readonly #wanted: RootProperty | null;
  #wantedOffset = -1;

  constructor(text: string, options: SgfParseOptions = {}, wanted: RootProperty | null = null) {
    this.#text = text;
    this.#strict = options.strict === true;
    this.#onWarning = options.onWarning;
    this.#wanted = wanted;
  }

  /** Reads the whole text and returns the root node of every game tree. */
  read(): SgfNode[] {
    const text = this.#text;
    const length = text.length;
    let position = 0;
    while (position < length) {
      const code = text.charCodeAt(position);
      if (isWhitespace(code)) {
        position++;
      } else if (this.#openTrees.length === 0) {
        position = code === CharCode.OpenParen ? this.#openGameTree(position) : this.#skipJunkBetweenTrees(position);
      } else if (code === CharCode.Semicolon) {
        if (this.#hadVariation) this.#report("Expected '(' or ')' after a variation, found ';'", position);
        this.#createNode();
        position++;
      } else if (isLetter(code)) {
        position = this.#readProperty(position);
      } else if (code === CharCode.OpenParen) {
        this.#openTree(position);
        position++;
      } else if (code === CharCode.CloseParen) {
        this.#closeTree(position, true);
        position++;
      } else if (code === CharCode.OpenBracket) {
        this.#report(`${EXPECTED_IN_TREE} before a value, found '['`, position);
        this.#readValue(position, '');
        position = this.#position;
      } else {
        position = this.#skipJunkInTree(position);
      }
    }
    if (this.#openTrees.length > 0) this.#closeTreesAtEnd();
    if (this.#roots.length === 0 && this.#warningCount === 0) {
      this.#report("Expected '(' to start a game tree, found end of input", length);
    }
    return this.#roots;
  }

  /** Reads an identifier and its values, stores them in the current node, returns the offset after. */
  #readProperty(start: number): number {
    const text = this.#text;
    let end = start;
    let hasLowercase = false;
    for (; end < text.length; end++) {
      const code = text.charCodeAt(end);
      if (code >= CharCode.UpperA && code <= CharCode.UpperZ) continue;
      if (code >= CharCode.LowerA && code <= CharCode.LowerZ) hasLowercase = true;
      else break;
    }
    let identifier: string;
    if (!hasLowercase) {
      identifier = internIdentifier(text, start, end);
    } else {
      // FF[4] identifiers are uppercase letters only, so there a word with lowercase letters and
      // no value is text, such as the rest of a comment after a stray ']': `C[\\] Black to Live]`.
      if (this.#fileFormat >= 4 && !valueFollows((offset) => text.charCodeAt(offset), text.length, end))
        return this.#skipStrayText(start);
      // FF[1]-FF[3] wrote identifiers like AddBlack; their uppercase letters are the FF[4] name.
      identifier = uppercaseLetters(text, start, end);
      if (identifier === '' || this.#fileFormat >= 4) {
        this.#report(`Expected a property identifier in uppercase letters, found '${text.slice(start, end)}'`, start);
      }
    }
    if (identifier === '') return this.#skipValues(end);
    if (this.#current === null || this.#hadVariation) {
      const expected = this.#hadVariation ? "Expected '(' or ')' after a variation" : "Expected ';' to start a node";
      this.#report(`${expected}, found '${text.slice(start, end)}'`, start);
      this.#createNode();
    }
    // The checks that need only the identifier come before the values, so that problems are
    // reported in the order of the text.
    const converted = this.#isLegacyFormat() && (identifier === 'L' || identifier === 'M');
    if (converted) identifier = identifier === 'L' ? 'LB' : 'MA';
    this.#checkPlacement(identifier, converted, start);

    let position = this.#skipWhitespace(end);
    let values: string[];
    if (text.charCodeAt(position) === CharCode.OpenBracket) {
      values = [this.#readValue(position, identifier)];
      position = this.#skipWhitespace(this.#position);
      while (text.charCodeAt(position) === CharCode.OpenBracket) {
        values.push(this.#readValue(position, identifier));
        position = this.#skipWhitespace(this.#position);
      }
    } else {
      // Kept with no values, as written: `stringifySgf` writes such a property back the same way.
      this.#report(
        `Expected '[' to start a value of '${identifier}', found ${describeFound(text, position)}`,
        position,
      );
      values = [];
    }
    if (converted) values = identifier === 'LB' ? labelsOfLegacyPoints(values) : values;
    const node = this.#storeProperty(identifier, values);
    // The format is read from the stored values, so that a second FF in the root cannot change
    // it: the writer writes both values back in this order, and reading them gives it again.
    if (identifier === 'FF' && node === this.#treeRoot) this.#fileFormat = parseFileFormat(node.props.FF?.[0]);
    // An unclosed value has been reported at the end of the input, and reports keep text order.
    else if (identifier === 'SZ' && this.#valueClosed) this.#checkSize(values, start);
    if (this.#wanted !== null) this.#noteWanted(identifier, start);
    return position;
  }

  /** Skips text that an FF[4] game tree cannot hold between its properties, with one report. */
  #skipStrayText(start: number): number {
    const { end, textEnd } = strayTextEnd(this.#text, start);
    this.#report(
      `Expected a property identifier in uppercase letters, found the text ${quoteText(this.#text.slice(start, textEnd))}`,
      start,
    );
    return end;
  }

  /** Reports an SZ value that is not a board size such as '19' or '19:13'. */
  #checkSize(values: string[], start: number): void {
    const wrong = values.find((value) => !isBoardSize(value));
    if (wrong === undefined) return;
    this.#report(
      `Expected SZ to be a board size from 1 to ${MAX_BOARD_SIZE}, such as '19' or '19:13', found '${wrong}'`,
      start,
    );
  }

  /** Keeps where the property that `locateRootProperty` looks for starts, the first time it is read. */
  #noteWanted(identifier: string, start: number): void {
    const wanted = this.#wanted as RootProperty;
    if (
      this.#wantedOffset === -1 &&
      identifier === wanted.identifier &&
      this.#current === this.#treeRoot &&
      this.#roots.length - 1 === wanted.game
    ) {
      this.#wantedOffset = start;
    }
  }

  /** The location `#noteWanted` kept, after `read()`; null when the root has no such property. */
  wantedLocation(): TextLocation | null {
    return this.#wantedOffset === -1 ? null : this.#locate(this.#wantedOffset);
  }

  /**
   * Applies the recovery rules that decide where a property goes: a move of the other colour
   * than the node's move starts a new node, and a second property of a name is reported (its
   * values are merged by `storeProperty`).
   */
  #checkPlacement(identifier: string, converted: boolean, start: number): void {
    if (identifier === 'B' || identifier === 'W') {
      const other = this.#currentMove;
      if (other !== null && other !== identifier) {
        this.#report(`Expected one move per node, found '${identifier}' after '${other}'; split into two nodes`, start);
        this.#createNode();
      }
      this.#currentMove = identifier;
    }
    if (this.#currentIsEmpty || (this.#current as SgfNode).props[identifier] === undefined) return;
    // LB and MA made from L and M join any LB and MA of the node: two sources, not a duplicate.
    const joinsConversion = converted || (this.#isLegacyFormat() && (identifier === 'LB' || identifier === 'MA'));
    if (!joinsConversion) {
      this.#report(`Expected each property once per node, found a second '${identifier}'; merged the values`, start);
    }
  }

  /** Adds a property to the current node, after the values of one it already has; returns the node. */
  #storeProperty(identifier: string, values: string[]): SgfNode {
    const node = this.#current as SgfNode;
    const props = node.props;
    if (this.#currentIsEmpty) {
      // Most nodes hold one property, which needs no look-up for a duplicate.
      props[identifier] = values;
      this.#currentIsEmpty = false;
      return node;
    }
    const existing = props[identifier];
    if (existing === undefined) props[identifier] = values;
    else for (const value of values) existing.push(value);
    return node;
  }

  /** Reads and drops the values of a property whose identifier had no uppercase letter. */
  #skipValues(end: number): number {
    let position = this.#skipWhitespace(end);
    while (this.#text.charCodeAt(position) === CharCode.OpenBracket) {
      this.#readValue(position, '');
      position = this.#skipWhitespace(this.#position);
    }
    return position;
  }

  /**
   * Reads the value whose '[' is at `open`, unescaped, and leaves `position` after its ']'.
   * Hard line breaks become '\n'; a backslash before a line break removes both (a soft break).
   */
  #readValue(open: number, identifier: string): string {
    const text = this.#text;
    const length = text.length;
    let position = open + 1;
    // The common case, a value without escapes or CRs, is one slice. An LF needs no rewriting.
    for (; position < length; position++) {
      const code = text.charCodeAt(position);
      if (code === CharCode.CloseBracket) {
        this.#position = position + 1;
        this.#valueClosed = true;
        return position === open + 3 ? internPointValue(text, open + 1) : text.slice(open + 1, position);
      }
      if (code === CharCode.Backslash || code === CharCode.CarriageReturn) break;
    }
    let value = '';
    let runStart = open + 1;
    while (position < length) {
      const code = text.charCodeAt(position);
      if (code === CharCode.CloseBracket) {
        this.#position = position + 1;
        this.#valueClosed = true;
        return value + text.slice(runStart, position);
      }
      if (code === CharCode.Backslash) {
        value += text.slice(runStart, position);
        position++;
        if (position >= length) break;
        const next = text.charCodeAt(position);
        if (next === CharCode.LineFeed || next === CharCode.CarriageReturn) {
          position = skipLineBreak(text, position);
          runStart = position;
        } else {
          // The escaped character opens the next run, so it is kept whatever it is.
          runStart = position;
          position++;
        }
      } else if (code === CharCode.CarriageReturn) {
        // A CR right after an LF of this run is the second half of an LFCR break, already counted.
        const endsLfCr = position > runStart && text.charCodeAt(position - 1) === CharCode.LineFeed;
        value += endsLfCr ? text.slice(runStart, position) : text.slice(runStart, position) + '\n';
        position = endsLfCr ? position + 1 : skipLineBreak(text, position);
        runStart = position;
      } else {
        position++;
      }
    }
    value += text.slice(runStart, Math.min(position, length));
    const { line, column } = this.#locate(open);
    const owner = identifier === '' ? 'value' : `value of '${identifier}'`;
    this.#report(
      `Expected ']' to close the ${owner} opened at line ${line}, column ${column}, found end of input`,
      length,
    );
    this.#position = length;
    this.#valueClosed = false;
    return value;
  }

  /** Whether the game tree being read declared FF[1], FF[2] or FF[3]. */
  #isLegacyFormat(): boolean {
    return this.#fileFormat !== 0 && this.#fileFormat < 4;
  }

  /** Starts a node in the current sequence, or a new variation after a closed one. */
  #createNode(): SgfNode {
    const node: SgfNode = { props: {}, children: NO_CHILDREN_YET };
    const parent = this.#current ?? this.#attach;
    if (parent === null) {
      this.#roots.push(node);
      this.#treeRoot = node;
    }
    // A literal of one holds the usual single child exactly; push would reserve 17 slots.
    else if (parent.children === NO_CHILDREN_YET) parent.children = [node];
    else parent.children.push(node);
    this.#current = node;
    this.#currentIsEmpty = true;
    this.#currentMove = null;
    this.#hasContent = true;
    this.#hadVariation = false;
    return node;
  }

  #openTree(position: number): void {
    if (this.#openTrees.length === 0) {
      this.#treeRoot = null;
      this.#fileFormat = 0;
    } else if (!this.#hasContent) {
      // "((;B[aa]))": the inner tree hangs where the empty outer one would have.
      this.#report("Expected ';' to start a node, found '('", position);
    }
    this.#openTrees.push({
      openOffset: position,
      current: this.#current,
      currentIsEmpty: this.#currentIsEmpty,
      currentMove: this.#currentMove,
      attach: this.#attach,
      hadVariation: this.#hadVariation,
      hasContent: this.#hasContent,
    });
    this.#attach = this.#current ?? this.#attach;
    this.#current = null;
    this.#hadVariation = false;
    this.#hasContent = false;
  }

  #closeTree(position: number, checkContent: boolean): void {
    const enclosing = this.#openTrees.pop() as OpenTree;
    // The last node of a sequence is the only one that can be left without children.
    if (this.#current !== null && this.#current.children === NO_CHILDREN_YET) this.#current.children = [];
    const hadContent = this.#hasContent;
    if (checkContent && !hadContent) this.#report("Expected ';' to start a node, found ')'", position);
    this.#current = enclosing.current;
    this.#currentIsEmpty = enclosing.currentIsEmpty;
    this.#currentMove = enclosing.currentMove;
    this.#attach = enclosing.attach;
    this.#hadVariation = enclosing.hadVariation || hadContent;
    this.#hasContent = enclosing.hasContent || hadContent;
  }

  /** Closes the trees left open at the end of the input, with one warning for all of them. */
  #closeTreesAtEnd(): void {
    const length = this.#text.length;
    const count = this.#openTrees.length;
    // Only the innermost '(' is located: locating all of them could cost quadratic time.
    const { line, column } = this.#locate((this.#openTrees[count - 1] as OpenTree).openOffset);
    const what = count === 1 ? "')' to close the game tree" : `${count} ')' to close the game trees, the innermost`;
    this.#report(`Expected ${what} opened at line ${line}, column ${column}, found end of input`, length);
    while (this.#openTrees.length > 0) this.#closeTree(length, false);
  }

  /**
   * Opens the game tree whose '(' is at `position`, outside any tree, and returns the offset after
   * it; or, when this '(' does not start a game tree and a later one does, skips the text up to
   * that one. Text before a record often holds parentheses ("Game record (SGF):"), and reading
   * "(SGF)" as a tree would make a phantom game. Without any tree start further on, the '(' opens
   * a tree all the same, so that a damaged record is read as far as it can be.
   */
  #openGameTree(position: number): number {
    const start = this.#nextTreeStart(position);
    if (start === position || start === -1) {
      this.#openTree(position);
      return position + 1;
    }
    const found = this.#skipWhitespace(position + 1);
    this.#report(`Expected ';' after '(' to start a game tree, found ${describeFound(this.#text, found)}`, found);
    return start;
  }

  /** Skips text outside any game tree up to the next tree start, else up to the next '('. */
  #skipJunkBetweenTrees(start: number): number {
    this.#report(`Expected '(' to start a game tree, found ${describeFound(this.#text, start)}`, start);
    const next = this.#nextTreeStart(start);
    if (next !== -1) return next;
    const paren = this.#text.indexOf('(', start);
    return paren === -1 ? this.#text.length : paren;
  }

  /**
   * `findTreeStart` from `from` on, each answer kept, so that a run of text full of '(' is
   * searched once, not once per '('.
   */
  #nextTreeStart(from: number): number {
    const known = this.#treeStart;
    if (from >= this.#treeStartSearchedFrom && this.#treeStartSearchedFrom !== -1 && (known === -1 || from <= known)) {
      return known;
    }
    this.#treeStartSearchedFrom = from;
    this.#treeStart = findTreeStart((offset) => this.#text.charCodeAt(offset), this.#text.length, from);
    return this.#treeStart;
  }

  /** Skips characters that cannot appear between the tokens of a game tree. */
  #skipJunkInTree(start: number): number {
    const text = this.#text;
    this.#report(`${EXPECTED_IN_TREE}, found ${describeFound(text, start)}`, start);
    let position = start + 1;
    for (; position < text.length; position++) {
      const code = text.charCodeAt(position);
      if (
        isLetter(code) ||
        code === CharCode.Semicolon ||
        code === CharCode.OpenParen ||
        code === CharCode.CloseParen ||
        code === CharCode.OpenBracket
      ) {
        break;
      }
    }
    return position;
  }

  #skipWhitespace(position: number): number {
    const text = this.#text;
    while (position < text.length && isWhitespace(text.charCodeAt(position))) position++;
    return position;
  }

  #locate(offset: number): { line: number; column: number } {
    this.#locator ??= new LineLocator(this.#text);
    return this.#locator.locate(offset);
  }

  /** Throws in strict mode; otherwise counts the problem and passes it to `onWarning`. */
  #report(message: string, offset: number): void {
    this.#warningCount++;
    if (!this.#strict && this.#onWarning === undefined) return;
    const { line, column } = this.#locate(offset);
    if (this.#strict) throw new SgfError(message, line, column);
    this.#onWarning?.({ message, line, column });
  }
}

/** A root property for `locateRootProperty`: its identifier, in the root of game tree `game`. */
interface RootProperty {
  game: number;
  identifier: string;
}

/**
 * Where the property `identifier` of the root of game tree `game` starts in `text`, or null when
 * that root has none. The reader keeps no locations, so that reading stays fast; a caller that
 * finds a value it cannot use after reading (a board too large for it) reads again to say where.
 */
export function locateRootProperty(text: string, game: number, identifier: string): TextLocation | null {
  const reader = new SgfReader(text, {}, { game, identifier });
  reader.read();
  return reader.wantedLocation();
}

/** The version of an FF value such as '4', or 0 when it is not one. */
function parseFileFormat(value: string | undefined): number {
  const version = Number(value?.trim());
  return Number.isInteger(version) && version > 0 ? version : 0;
}
