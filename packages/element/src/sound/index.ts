// The sound folder's lazy part: what listens to the moves a board shows, and the sounds
// themselves, loaded the first time a board has `sound` (looks/look-controller.ts, in the first
// load, decides when).
export { SoundController, type SoundHost } from './sound-controller.js';
