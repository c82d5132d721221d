// The looks' lazy part: the orientations, colour swaps and coordinate styles other than the
// defaults, loaded the first time a board asks for one (look-controller.ts, in the first load).
export * from './extras.js';
