// The replay's controls, keys, exploring and autoplay (replay-part.ts), loaded the first time a
// board shows them (mode-folders.ts): a page of static diagrams never downloads them.
export { ReplayPart, type ReplayNavigation } from './replay-part.js';
