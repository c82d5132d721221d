// A node's name (N) and comment (C) as an editor writes them: as typed, so that a form shows and
// compares what the file holds (nodeName() and nodeComment() read them as a board shows them).
import { describe } from '../color.js';
import type { GameNode } from '../game/node.js';
import type { PropertyHolder } from '../tree-words/game-information.js';

/** The texts of a node an editor writes: its name and its comment. */
export type NodeTextField = 'name' | 'comment';

const PROPERTIES: Readonly<Record<NodeTextField, string>> = { name: 'N', comment: 'C' };

function checkField(field: unknown): NodeTextField {
  if (field !== 'name' && field !== 'comment')
    throw new RangeError(`Expected 'name' or 'comment', received ${describe(field)}.`);
  return field;
}

/** The node's name or comment as the file writes it; '' when it has none. */
export function nodeTextAsWritten(node: PropertyHolder, field: NodeTextField): string {
  return node.props[PROPERTIES[checkField(field)]]?.[0] ?? '';
}

/** Writes the node's name or comment as given; text that is blank takes it away. Returns whether
 * it changed. Throws a RangeError for another field or a value that is not text. */
export function setNodeText(node: GameNode, field: NodeTextField, text: string): boolean {
  const name = PROPERTIES[checkField(field)];
  if (typeof text !== 'string') throw new RangeError(`Expected the ${field} as text, received ${describe(text)}.`);
  const written = node.props[name]?.[0];
  if (text.trim() === '') {
    if (written === undefined) return false;
    node.deleteProperty(name);
  } else {
    if (written === text) return false;
    node.setProperty(name, [text]);
  }
  return true;
}
