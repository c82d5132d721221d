// The folders of the modes that load when used (play/, problem/, edit/): each its own chunk, loaded
// the first time a board is in its mode, so a page of diagrams never downloads them; and the view
// mode's controls, keys and autoplay (replay/index.ts), loaded the first time a board shows them.
// Each brings English's words it says (words/en.ts), which the board takes in before it draws
// the folder's part; the editor, which says more, loads the rest of English with it. The modes'
// shape is mode.ts; the switch between them, mode-switch.ts.
import type { CSSResultOrNative } from 'lit';
import type { BoardMode, ModeName } from './mode.js';
import type { MakeMode } from './mode-board.js';
import type { EditMode } from '../edit/edit-mode.js';
import type { PlayMode } from '../play/play-mode.js';
import type { ProblemMode } from '../problem/problem-mode.js';
import { loadRestOfEnglish, provideEnglish } from '../words/registry.js';
import type { RestWords } from '../words/words.js';

/** The modes whose folders load when used, by name; the view has no folder (its mode is made
 * with the switch), so none of its mode is ever made from one. */
export type FolderModes = { view: never; play: PlayMode; problem: ProblemMode; edit: EditMode };

/** What a mode's folder offers the switch: the maker of its mode, the styles the mode adds, and
 * English's words it says (the editor has none: the rest of English loads with it). */
export interface ModeFolder<M extends BoardMode> {
  makeMode: MakeMode<M>;
  styles: CSSResultOrNative[];
  words?: Partial<RestWords>;
}
/** Each mode's folder, which makes that mode. */
type Folders = { [name in ModeName]: ModeFolder<FolderModes[name]> };

const loaded: Partial<Folders> = {};
const loading: Partial<Record<ModeName, Promise<unknown>>> = {};
/** Each folder's import, written out whole so bundlers and the standalone build find each chunk. */
const IMPORTS: { [name in ModeName]?: () => Promise<Folders[name]> } = {
  play: () => import('../play/index.js'),
  problem: () => import('../problem/index.js'),
  // The editor says more than its own words: it loads the rest of English beside it.
  edit: () => Promise.all([import('../edit/index.js'), loadRestOfEnglish()]).then(([folder]) => folder),
};

/** The folder of `name` if it has arrived; undefined while it is still to load, and for `view`,
 * which has none. */
export function loadedMode<N extends ModeName>(name: N): Folders[N] | undefined {
  return loaded[name];
}

/** Loads the folder of mode `name` once (bundlers and the standalone build make each its own
 * chunk); `view` has none to load. */
export function loadMode<N extends ModeName>(name: N): Promise<unknown> {
  return (loading[name] ??= Promise.resolve(IMPORTS[name]?.()).then((folder) => {
    if (folder?.words) provideEnglish(folder.words);
    return (loaded[name] = folder);
  }));
}

/** Gives the folders at once, where nothing may wait: the server renders a board in one pass. */
export function provideModes(folders: Omit<Folders, 'view'>): void {
  Object.assign(loaded, folders);
}

/** The view's folder (replay/index.ts): its controls, keys and autoplay, which make no mode. */
export type ReplayModule = typeof import('../replay/index.js');

let replayLoaded: ReplayModule | undefined;
let replayLoading: Promise<unknown> | undefined;

/** The view's folder if it has arrived; undefined while it is still to load. */
export function loadedReplay(): ReplayModule | undefined {
  return replayLoaded;
}

/** Loads the view's folder once (bundlers and the standalone build make it its own chunk). */
export function loadReplay(): Promise<unknown> {
  return (replayLoading ??= import('../replay/index.js').then((folder) => {
    provideEnglish(folder.words);
    return (replayLoaded = folder);
  }));
}

/** Gives the view's folder at once, where nothing may wait: the server renders a board in one pass. */
export function provideReplay(folder: ReplayModule): void {
  replayLoaded = folder;
}
