import { expect } from '@esm-bundle/chai';
import {
  defaultCoreUrl,
  defaultJavaScriptCoreUrl,
  defaultPlayoutsCoreUrl,
  defaultPlayoutsJavaScriptCoreUrl,
} from '@go-board/core';
import { Game, estimateOwnership, init } from './index.js';
import { allowWorkers } from './worker/run.js';

/** The core files this page has fetched so far, by name. */
function fetchedCores(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname.split('/').pop()!)
    .filter((name) => /^(rules|playouts|release)\.(wasm|js)$/.test(name));
}

describe('the two cores in a browser', () => {
  before(async () => {
    // The files beside @go-board/core, named as a page that serves them itself would name them.
    await init({
      webassembly: defaultCoreUrl(),
      javascript: defaultJavaScriptCoreUrl(),
      playouts: { webassembly: defaultPlayoutsCoreUrl(), javascript: defaultPlayoutsJavaScriptCoreUrl() },
    });
  });

  after(() => {
    allowWorkers(true);
  });

  it('should play and count a game with the rules core alone, fetching nothing else', () => {
    const game = new Game({ size: 9 });
    for (const [x, y] of [
      [2, 2],
      [6, 6],
      [2, 6],
      [6, 2],
    ])
      game.play({ x: x!, y: y! });
    game.pass();
    game.pass();
    expect(game.result).to.match(/^[BW]\+/);
    expect(game.groupAt({ x: 2, y: 2 })).to.deep.equal([{ x: 2, y: 2 }]);
    expect(fetchedCores()).to.deep.equal(['rules.wasm']);
  });

  it('should fetch the playouts core init() named, once, the first time an estimate runs on the page', async () => {
    allowWorkers(false);
    const game = new Game({ size: 9 });
    game.play({ x: 4, y: 4 });
    for (let run = 0; run < 2; run++)
      expect(await estimateOwnership(game, { playouts: 20, seed: run })).to.have.length(81);
    expect(fetchedCores()).to.deep.equal(['rules.wasm', 'playouts.wasm']);
  });
});
