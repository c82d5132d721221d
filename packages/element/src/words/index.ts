export type { EditorWords, Phrase, ReviewWords, Words } from './words.js';
export { en } from './en.js';
export { registerWords } from './registry.js';
