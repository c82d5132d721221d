// The folders of the modes that load when used (play/, problem/, edit/): each its own chunk, loaded
// the first time a board is in its mode, so a page of diagrams never downloads them. The modes'
// shape is mode.ts; the switch between them, mode-switch.ts.

/** The folders of the modes loaded when used, as they export themselves. */
export type PlayModule = typeof import('./play/index.js');
export type ProblemModule = typeof import('./problem/index.js');
export type EditModule = typeof import('./edit/index.js');
type Modules = { play: PlayModule; problem: ProblemModule; edit: EditModule };

const loaded: Partial<Modules> = {};
const loading: Partial<Record<keyof Modules, Promise<unknown>>> = {};
/** Each folder's import, written out whole so bundlers and the standalone build find each chunk. */
const IMPORTS: { [name in keyof Modules]: () => Promise<Modules[name]> } = {
  play: () => import('./play/index.js'),
  problem: () => import('./problem/index.js'),
  edit: () => import('./edit/index.js'),
};

/** The folder of `name` if it has arrived; undefined while it is still to load (and for `view`,
 * which has none). */
export function loadedMode<N extends keyof Modules>(name: N): Modules[N] | undefined {
  return loaded[name];
}

/** Loads the folder of mode `name` once (bundlers and the standalone build make each its own
 * chunk); `view`, or a name that is no mode, has none to load. */
export function loadMode(name: string): Promise<unknown> {
  const mode = name as keyof Modules;
  return (loading[mode] ??= Promise.resolve(IMPORTS[mode]?.()).then((module) => (loaded[mode] = module as never)));
}

/** Gives the folders at once, where nothing may wait: the server renders a board in one pass. */
export function provideModes(modules: Modules): void {
  Object.assign(loaded, modules);
}
