import { expect } from '@esm-bundle/chai';
import type { GoErrorEvent } from '../events/go-error.js';
import type { GoLoadEvent } from '../events/go-load.js';
import { find, findAll, mount, nextEvent, unmountAll } from '../test-support/fixture.js';

/** A file of three games: one named, one with players only, one with neither. */
const COLLECTION =
  '(;SZ[9]GN[The first game];B[ee];W[cc])' +
  '(;SZ[9]PB[Honinbo\nShusaku]PW[Gennan Inseki];B[cc];W[gg];B[cg])' +
  '(;SZ[13];B[dd])';

describe('<go-board> with a collection of games', () => {
  afterEach(unmountAll);

  it('should say how many games the file holds and list them to choose from', async () => {
    const board = await mount({ sgf: COLLECTION });
    expect(board.gameCount).to.equal(3);
    expect(board.game!.root.props.GN).to.deep.equal(['The first game']);
    const options = findAll<HTMLOptionElement>(board, '[part="games"] option');
    expect(options.map((option) => option.textContent)).to.deep.equal([
      'Game 1 of 3: The first game',
      'Game 2 of 3: Honinbo Shusaku vs Gennan Inseki',
      'Game 3 of 3',
    ]);
    expect(find<HTMLSelectElement>(board, '[part="games"] select').value).to.equal('0');
    // Choosing in the list loads that game.
    const loaded = nextEvent<GoLoadEvent>(board, 'go-load');
    const select = find<HTMLSelectElement>(board, '[part="games"] select');
    select.value = '1';
    select.dispatchEvent(new Event('change'));
    expect((await loaded).game.root.props.PW).to.deep.equal(['Gennan Inseki']);
    await board.updateComplete;
    expect(board.gameIndex).to.equal(1);
    expect(board.totalMoves).to.equal(3);
  });

  it('should open the game the game attribute names, and say so when there is no such game', async () => {
    const third = await mount({ sgf: COLLECTION, game: '2' });
    expect(third.game!.width).to.equal(13);
    expect(find<HTMLSelectElement>(third, '[part="games"] select').value).to.equal('2');
    const errors: GoErrorEvent[] = [];
    const listener = (event: GoErrorEvent): void => void errors.push(event);
    document.addEventListener('go-error', listener);
    const missing = await mount({ sgf: COLLECTION, game: '5' });
    document.removeEventListener('go-error', listener);
    expect(errors.map((error) => error.reason)).to.deep.equal([
      'Ignored game="5": expected 0-2 (the record holds 3 games); using 0.',
    ]);
    expect(missing.game!.root.props.GN).to.deep.equal(['The first game']);
  });

  it('should show no list for a record of one game, nor on a diagram', async () => {
    const single = await mount({ sgf: '(;SZ[9];B[ee])' });
    expect(single.gameCount).to.equal(1);
    expect(findAll(single, '[part="games"]')).to.have.length(0);
    const diagram = await mount({ sgf: COLLECTION, controls: 'none' });
    expect(diagram.gameCount).to.equal(3);
    expect(findAll(diagram, '[part="games"]')).to.have.length(0);
  });
});
