export type { Phrase, Words } from './words.js';
export { en } from './en.js';
export { registerWords } from './registry.js';
