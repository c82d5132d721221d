import { COMPOSE_PROPERTIES } from './compose.js';
import { CharCode } from './scan.js';
import { TextBuffer } from './text-buffer.js';
import type { SgfNode } from './types.js';

/** Lines are broken between properties and nodes once they would pass this width. */
const LINE_WIDTH = 80;
/** An offset past any string, as a small integer: Infinity would be boxed on every call. */
const NO_COLON_ESCAPES = 0x3fffffff;

/**
 * Writes a collection, one game tree per root node, that `parseSgf` reads back to an equal
 * tree. Values are escaped ('\' and ']' always, ':' after the separator of compose values);
 * unknown properties are kept in the order of `props`. Lines are wrapped near 80 columns, never
 * inside a value, and each variation starts a line. Iterative, so any depth can be written.
 * A property without values is written as a bare identifier, which the reader reads back
 * as no values (and warns about, as such a file is damaged); write `['']` for `KO[]`.
 * Throws a RangeError for an identifier that is not uppercase letters A-Z.
 */
export function stringifySgf(nodes: readonly SgfNode[]): string {
  const buffer = new TextBuffer();
  // The trees still to write, last first: a node opens a tree or variation, null closes one.
  const pending: (SgfNode | null)[] = [];
  for (let index = nodes.length - 1; index >= 0; index--) pending.push(nodes[index] as SgfNode);
  let depth = 0;

  while (pending.length > 0) {
    const entry = pending.pop() as SgfNode | null;
    if (entry === null) {
      buffer.appendCode(CharCode.CloseParen);
      depth--;
      continue;
    }
    if (buffer.length > 0) buffer.appendLineBreak();
    buffer.appendCode(CharCode.OpenParen);
    const isGameTree = depth === 0;
    depth++;

    let node = entry;
    for (;;) {
      writeNode(buffer, node);
      const children = node.children;
      if (children.length === 1) {
        // The game information of a root node reads best on lines of its own.
        if (isGameTree && node === entry) buffer.appendLineBreak();
        node = children[0] as SgfNode;
        continue;
      }
      pending.push(null);
      for (let index = children.length - 1; index >= 0; index--) pending.push(children[index] as SgfNode);
      break;
    }
  }
  if (buffer.length > 0) buffer.appendLineBreak();
  return buffer.toString();
}

/** Writes ';' and the properties of a node, each moved to a new line if it would pass the width. */
function writeNode(buffer: TextBuffer, node: SgfNode): void {
  let tokenStart = buffer.length;
  buffer.appendCode(CharCode.Semicolon);
  let isFirst = true;
  const props = node.props;
  for (const identifier in props) {
    if (!isFirst) tokenStart = buffer.length;
    isFirst = false;
    const lineStart = buffer.lineStart;
    const firstBreak = writeProperty(buffer, identifier, props[identifier] as string[]);
    wrapToken(buffer, tokenStart, lineStart, firstBreak);
  }
  if (isFirst) wrapToken(buffer, tokenStart, buffer.lineStart, -1);
}

/**
 * Moves the token just written, from `tokenStart`, to a line of its own when its first line
 * passes the width, unless it already starts the line or only follows a '('.
 */
function wrapToken(buffer: TextBuffer, tokenStart: number, lineStart: number, firstBreak: number): void {
  const firstLineEnd = firstBreak === -1 ? buffer.length : firstBreak;
  if (tokenStart - lineStart > 1 && firstLineEnd - lineStart > LINE_WIDTH) buffer.insertLineBreak(tokenStart);
}

/** Writes `B[pd]` or `AB[aa][bb]`; returns the offset of the first line break written, or -1. */
function writeProperty(buffer: TextBuffer, identifier: string, values: readonly string[]): number {
  checkIdentifier(identifier);
  buffer.appendEscaped(identifier, NO_COLON_ESCAPES);
  if (values.length === 0) {
    // No values cannot be written as valid SGF; a bare identifier is what the reader turns back
    // into no values (with a warning), where `[]` would come back as one empty value. The space
    // keeps it apart from a following identifier.
    buffer.appendCode(CharCode.Space);
    return -1;
  }
  // Every compose property has a two-letter name; the length test spares moves a set look-up.
  const compose = identifier.length === 2 && COMPOSE_PROPERTIES.has(identifier);
  let firstBreak = -1;
  for (let index = 0; index < values.length; index++) {
    const value = values[index] as string;
    buffer.appendCode(CharCode.OpenBracket);
    // The first ':' of a compose value separates its parts; later ones are part of the text.
    const escapeColonsFrom = compose ? value.indexOf(':') + 1 || NO_COLON_ESCAPES : NO_COLON_ESCAPES;
    const valueBreak = buffer.appendEscaped(value, escapeColonsFrom);
    if (firstBreak === -1) firstBreak = valueBreak;
    buffer.appendCode(CharCode.CloseBracket);
  }
  return firstBreak;
}

/** Throws unless an identifier is one or more uppercase letters, the only ones SGF allows. */
function checkIdentifier(identifier: string): void {
  let valid = identifier.length > 0;
  for (let index = 0; valid && index < identifier.length; index++) {
    const code = identifier.charCodeAt(index);
    valid = code >= CharCode.UpperA && code <= CharCode.UpperZ;
  }
  if (!valid) {
    throw new RangeError(`Expected an SGF property identifier of uppercase letters A-Z, received '${identifier}'.`);
  }
}
