// What a node says in words: its name (N, SimpleText) and its comment (C, Text, whose line breaks
// are the author's and are kept).
import { textOf, type PropertyHolder } from './game-information.js';

/** The node's name (N) as it shows, on one line; '' when it has none. */
export function nodeName(node: PropertyHolder): string {
  return textOf(node, 'N');
}

/** The node's comment (C) with its line breaks, the ends trimmed; '' when it has none. */
export function nodeComment(node: PropertyHolder): string {
  return node.props.C?.[0]?.trim() ?? '';
}
