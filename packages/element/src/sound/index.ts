// The sound folder's lazy part: the sounds themselves, loaded the first time a board with `sound`
// plays one (sound-controller.ts, in the first load, decides when).
export { playMove } from './sounds.js';
