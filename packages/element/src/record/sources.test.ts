import { expect } from '@esm-bundle/chai';
import type { GoErrorEvent } from '../events/go-error.js';
import type { GoLoadEvent } from '../events/go-load.js';
import type { GoBoard } from '../go-board.js';
import { boardArea, drawnStones, find, findAll, mount, nextEvent, unmountAll } from '../test-support/fixture.js';

const recordUrl = (name: string): string => new URL(`../test-support/records/${name}`, import.meta.url).pathname;

/** Mounts a board and resolves with it and the first go-load or go-error event it fires. */
async function mountAndListen(
  attributes: Record<string, string>,
  children = '',
): Promise<{ board: GoBoard; event: Event }> {
  let first: Event | undefined;
  const listener = (event: Event): void => {
    first ??= event;
  };
  document.addEventListener('go-load', listener);
  document.addEventListener('go-error', listener);
  const board = await mount(attributes, children);
  document.removeEventListener('go-load', listener);
  document.removeEventListener('go-error', listener);
  if (!first) throw new Error('Expected go-load or go-error while the board loaded, received neither.');
  return { board, event: first };
}

describe('<go-board> sources', () => {
  afterEach(unmountAll);

  it('should read the sgf attribute', async () => {
    const { board, event } = await mountAndListen({ sgf: '(;SZ[9]AB[cc][gc]AW[ee];B[ge])' });
    expect(event.type).to.equal('go-load');
    expect((event as GoLoadEvent).origin).to.equal('sgf');
    expect(board.game!.width).to.equal(9);
    expect(board.totalMoves).to.equal(1);
    expect(drawnStones(board)).to.have.length(3);
  });

  it('should fetch the src attribute', async () => {
    const { board, event } = await mountAndListen({ src: recordUrl('short-game.sgf'), move: 'last' });
    expect((event as GoLoadEvent).origin).to.equal('src');
    expect(board.totalMoves).to.equal(5);
    expect(board.move).to.equal(5);
    expect(find(board, '.game-name').textContent).to.equal('Fetched game');
  });

  it('should read a child <script type="application/x-go-sgf">', async () => {
    const { board, event } = await mountAndListen(
      { move: '2' },
      '<script type="application/x-go-sgf">(;SZ[13];B[dd];W[jj];B[dj])</script>',
    );
    expect((event as GoLoadEvent).origin).to.equal('script');
    expect(board.game!.width).to.equal(13);
    expect(board.move).to.equal(2);
    expect(drawnStones(board)).to.deep.equal(['3,3:black', '9,9:white']);
  });

  it('should show a child <script type="text/x-go-diagram"> as drawn: last move, numbers, coordinates', async () => {
    const diagram = `$$Bcm41 A corner
$$ +--------
$$ | . . . .
$$ | . X 1 .
$$ | . O 2 .
$$ | . . . .`;
    const { board, event } = await mountAndListen({}, `<script type="text/x-go-diagram">${diagram}</script>`);
    expect((event as GoLoadEvent).origin).to.equal('script');
    expect(board.move).to.equal(2);
    expect(drawnStones(board)).to.deep.equal(['1,1:black', '1,2:white', '2,1:black', '2,2:white']);
    const numbers = findAll(board, '.point-text.number')
      .map((item) => item.textContent!.trim())
      .sort();
    // $$m41: the diagram's 1 and 2 are moves 41 and 42.
    expect(numbers).to.deep.equal(['41', '42']);
    expect(findAll(board, '.coordinate').length).to.be.greaterThan(0);
    expect(find(board, '.game-name').textContent).to.equal('A corner');
  });

  it('should let move and move-numbers override how a diagram shows', async () => {
    const { board } = await mountAndListen(
      { move: '0', 'move-numbers': 'none' },
      '<script type="text/x-go-diagram">$$\n$$ | . X 1\n$$ | . O 2</script>',
    );
    expect(board.move).to.equal(0);
    expect(drawnStones(board)).to.have.length(2);
    expect(findAll(board, '.point-text.number')).to.have.length(0);
  });

  it('should say why a diagram script cannot be read, naming the line', async () => {
    const { board, event } = await mountAndListen({}, '<script type="text/x-go-diagram">$$\n$$ . X\n$$ . % .</script>');
    expect(event.type).to.equal('go-error');
    expect((event as GoErrorEvent).origin).to.equal('script');
    expect((event as GoErrorEvent).reason).to.match(/diagram script.*received '%'.*line 3/);
    expect(find(board, '[part="error"]').textContent).to.match(/diagram script/);
  });

  it('should read a child script added or changed after the board was created', async () => {
    const board = await mount({ size: '9' });
    expect(board.game!.width).to.equal(9);
    const script = document.createElement('script');
    script.type = 'application/x-go-sgf';
    script.textContent = '(;SZ[7]AB[dd])';
    board.append(script);
    await nextEvent(board, 'go-load');
    await board.updateComplete;
    expect(board.game!.width).to.equal(7);
    script.textContent = '(;SZ[5]AW[cc])';
    await nextEvent(board, 'go-load');
    expect(board.game!.width).to.equal(5);
  });

  it('should prefer sgf over src over the child script', async () => {
    const board = await mount(
      { sgf: '(;SZ[9])', src: recordUrl('short-game.sgf') },
      '<script type="application/x-go-sgf">(;SZ[13])</script>',
    );
    expect(board.game!.width).to.equal(9);
    board.removeAttribute('sgf');
    await board.updateComplete;
    expect(board.game!.root.props.GN).to.deep.equal(['Fetched game']);
    board.removeAttribute('src');
    await board.updateComplete;
    expect(board.game!.width).to.equal(13);
  });

  it('should show an empty board of size without any source, 19 by default', async () => {
    const plain = await mount();
    expect(plain.game!.width).to.equal(19);
    expect(plain.totalMoves).to.equal(0);
    const small = await mount({ size: '9' });
    expect(small.game!.width).to.equal(9);
    small.size = 13;
    await small.updateComplete;
    expect(small.game!.width).to.equal(13);
  });

  it('should show a failed fetch (404) on the board and fire go-error with the reason', async () => {
    const { board, event } = await mountAndListen({ src: recordUrl('missing.sgf') });
    expect(event.type).to.equal('go-error');
    const error = event as GoErrorEvent;
    expect(error.origin).to.equal('src');
    expect(error.reason)
      .to.match(/missing\.sgf/)
      .and.match(/404/);
    expect(error.bubbles && error.composed).to.equal(true);
    const message = find(board, '[part="error"]');
    expect(message.getAttribute('role')).to.equal('alert');
    expect(message.textContent).to.equal(error.reason);
    expect(boardArea(board).contains(message)).to.equal(true);
    expect(board.game).to.equal(null);
  });

  it('should show a broken file on the board and fire go-error with the reason', async () => {
    const { board, event } = await mountAndListen({ src: recordUrl('broken.sgf') });
    expect(event.type).to.equal('go-error');
    expect((event as GoErrorEvent).reason)
      .to.match(/broken\.sgf/)
      .and.match(/no SGF game/);
    expect(find(board, '[part="error"]').textContent).to.contain('broken.sgf');
    expect(boardArea(board).getAttribute('aria-label')).to.contain('no SGF game');
  });

  it('should report a board the rules cannot hold', async () => {
    const { board, event } = await mountAndListen({ sgf: '(;SZ[30])' });
    expect((event as GoErrorEvent).reason).to.contain('at most 25x25');
    expect(find(board, '[part="error"]').textContent).to.contain('SZ[30]');
  });

  it('should recover from light damage and list it in go-load', async () => {
    const { board, event } = await mountAndListen({ sgf: '(;SZ[9];B[ee];W[cc]' });
    expect(event.type).to.equal('go-load');
    expect((event as GoLoadEvent).warnings.join(' ')).to.contain("Expected ')'");
    expect(board.totalMoves).to.equal(2);
    expect(findAll(board, '[part="error"]')).to.have.length(0);
  });

  it('should clear an error when a good record replaces it', async () => {
    const { board } = await mountAndListen({ src: recordUrl('missing.sgf') });
    board.src = recordUrl('short-game.sgf');
    await board.updateComplete;
    expect(findAll(board, '[part="error"]')).to.have.length(0);
    expect(board.totalMoves).to.equal(5);
  });
});
