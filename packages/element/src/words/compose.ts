// Putting the table's words together: lists, sentences, and the reasons the rules give for a
// move they forbid. Every text the element builds from parts goes through these, so each
// language's own punctuation joins them ('、' and '。' in Japanese, ' : ' in French).
import type { Color, IllegalMoveReason } from '@go-board/rules';
import type { Words } from './words.js';

/** The items joined as a list: "Go board, move 5 of 9, Black C8". Empty items are left out. */
export function list(words: Words, items: readonly string[]): string {
  return items.filter(Boolean).join(words.listSeparator);
}

/** `text` ended as a sentence. */
export function sentence(words: Words, text: string): string {
  return text + words.fullStop;
}

/** Sentences one after the other. Empty ones are left out. */
export function sentences(words: Words, ...texts: string[]): string {
  return texts.filter(Boolean).join(words.sentenceSeparator);
}

/** A heading and what follows it: "Move 7 of 9: Black C6". */
export function headed(words: Words, heading: string, text: string): string {
  return heading + words.colon + text;
}

/** 'Black' or 'White' in the table's language. */
export function colorName(words: Words, color: Color): string {
  return color === 'black' ? words.black : words.white;
}

/** The short name of a reason: "ko", "suicide". */
export function reasonName(words: Words, reason: IllegalMoveReason): string {
  switch (reason) {
    case 'occupied':
      return words.reasonOccupied;
    case 'suicide':
      return words.reasonSuicide;
    case 'ko':
      return words.reasonKo;
    case 'superko':
      return words.reasonSuperko;
    case 'off-board':
      return words.reasonOffBoard;
    case 'game-over':
      return words.reasonGameOver;
  }
}

/** Why the rules forbid a move, for the reader: "the point already holds a stone". */
export function reasonExplanation(words: Words, reason: IllegalMoveReason): string {
  switch (reason) {
    case 'occupied':
      return words.explainOccupied;
    case 'suicide':
      return words.explainSuicide;
    case 'ko':
      return words.explainKo;
    case 'superko':
      return words.explainSuperko;
    case 'off-board':
      return words.explainOffBoard;
    case 'game-over':
      return words.explainGameOver;
  }
}
