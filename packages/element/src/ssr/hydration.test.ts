// Boards rendered on the server (by the real @go-board/element/ssr, through the test runner's
// /__server-render route) and put in the page as declarative shadow DOM, then hydrated: the
// element must take over the server's drawing, not draw again, and then work as any board.
// Lit's hydration support goes first, before Lit defines the element.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { expect } from '@esm-bundle/chai';
import '../register.js';
import type { GoBoard } from '../go-board.js';
import type { BoardAttributes } from './render-board.js';
import { boardArea, drawnStones, find, until } from '../test-support/fixture.js';
import { SHORT_GAME } from '../test-support/records.js';

const containers: HTMLElement[] = [];
const recordUrl = (name: string): string => new URL(`../test-support/records/${name}`, import.meta.url).pathname;

/** The server's HTML for a board, put in the page inside `around` (which holds `BOARD`); the
 * board, and the server's SVG as it was before the element's first render. */
async function serverRendered(
  attributes: BoardAttributes,
  around = 'BOARD',
): Promise<{ board: GoBoard; svg: SVGSVGElement }> {
  const response = await fetch(`/__server-render?attributes=${encodeURIComponent(JSON.stringify(attributes))}`);
  expect(response.ok, await response.clone().text()).to.equal(true);
  const container = document.createElement('div');
  container.style.width = '360px';
  container.setHTMLUnsafe(around.replace('BOARD', await response.text()));
  const board = container.querySelector('go-board')!;
  const svg = board.shadowRoot!.querySelector<SVGSVGElement>('svg.goban')!;
  document.body.append(container);
  containers.push(container);
  await board.updateComplete;
  return { board, svg };
}

describe('a board rendered on the server', () => {
  afterEach(() => {
    for (const container of containers.splice(0)) container.remove();
  });

  it("should keep the server's drawing when it hydrates, then replay as any board", async () => {
    const { board, svg } = await serverRendered({ sgf: SHORT_GAME, move: 3, coordinates: true });
    expect(board.hasUpdated).to.equal(true);
    expect(find(board, 'svg.goban')).to.equal(svg);
    expect(board.move).to.equal(3);
    expect(drawnStones(board)).to.have.length(3);
    expect(boardArea(board).getAttribute('aria-label')).to.equal('Go board, move 3 of 9, Black D7');
    find<HTMLButtonElement>(board, 'button.next').click();
    await board.updateComplete;
    expect(board.move).to.equal(4);
    expect(drawnStones(board)).to.have.length(4);
    expect(find(board, '.counter').textContent).to.equal('Move 4 of 9');
    expect(find(board, 'svg.goban')).to.equal(svg);
  });

  it("should hydrate the server's drawing of a board with a tree and the Analyze button, then load the review", async () => {
    const { board, svg } = await serverRendered({ sgf: SHORT_GAME, move: 3, tree: 'side', 'allow-analysis': true });
    expect(find(board, 'svg.goban')).to.equal(svg);
    await until(
      () =>
        board.shadowRoot!.querySelector('[role="treeitem"]') !== null &&
        board.shadowRoot!.querySelector('button.analyze') !== null,
      'the review',
    );
    expect(find(board, 'svg.goban')).to.equal(svg);
    expect(find(board, '[role="treeitem"][aria-selected="true"]').getAttribute('aria-label')).to.equal(
      'Move 3, Black D7',
    );
  });

  it("should hydrate in the language the server used, then speak the page's", async () => {
    const { board: french, svg } = await serverRendered({ sgf: SHORT_GAME, move: 1, lang: 'fr' });
    expect(find(french, 'svg.goban')).to.equal(svg);
    expect(boardArea(french).getAttribute('aria-label')).to.equal('Goban, coup 1 sur 9, Noir B7');
    // The server did not know this page is German: it rendered English, which hydrates, and
    // the next render says it in German.
    const { board: german } = await serverRendered({ sgf: SHORT_GAME, move: 1 }, '<section lang="de">BOARD</section>');
    await german.updateComplete;
    expect(boardArea(german).getAttribute('aria-label')).to.equal('Go-Brett, Zug 1 von 9, Schwarz B7');
    expect(find(german, 'button.next').getAttribute('aria-label')).to.equal('Nächster Zug');
  });

  it('should hydrate a game to play and a problem, and take their moves', async () => {
    const { board: game, svg } = await serverRendered({ mode: 'play', size: 9, handicap: 2, komi: 0.5 });
    expect(find(game, 'svg.goban')).to.equal(svg);
    expect(drawnStones(game)).to.deep.equal(['2,6:black', '6,2:black']);
    game.play({ x: 4, y: 4 });
    await game.updateComplete;
    expect(game.game!.at({ x: 4, y: 4 })).to.equal('white');
    expect(find(game, '[part="status"]').textContent).to.contain('Black to play');
    const { board: problem } = await serverRendered({
      mode: 'problem',
      'reply-delay': 0,
      sgf: '(;SZ[19]PL[B]AB[ac][bc][cc][dc][ec][fc][fb][fa]AW[aa][ab][bb][cb][db][eb][ea](;B[ca];W[ba];B[da]C[Right])(;B[ba];W[ca]C[Wrong]))',
    });
    problem.play({ x: 2, y: 0 });
    problem.play({ x: 3, y: 0 });
    await problem.updateComplete;
    expect(problem.problemState).to.equal('solved');
  });

  it('should hydrate an editor and take its edits', async () => {
    const { board, svg } = await serverRendered({ mode: 'edit', sgf: '(;SZ[9]AB[cc])', tool: 'white' });
    await until(
      () => board.shadowRoot!.querySelector('[part="toolbar"]') !== null && board.isReady,
      'the editor to hydrate',
    );
    expect(find(board, 'svg.goban')).to.equal(svg);
    boardArea(board).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true }),
    );
    await board.updateComplete;
    expect(board.game!.at({ x: 4, y: 4 })).to.equal('white');
    expect(board.sgf).to.contain('AW[ee]');
    expect(board.undoEdit()).to.equal(true);
    expect(board.game!.at({ x: 4, y: 4 })).to.equal(null);
  });

  it('should load a record the server could not fetch, after hydrating', async () => {
    const { board, svg } = await serverRendered({ src: recordUrl('short-game.sgf'), move: 'last' });
    expect(board.isReady).to.equal(true);
    expect(board.move).to.equal(5);
    expect(find(board, 'svg.goban')).to.equal(svg);
    expect(drawnStones(board)).to.have.length(5);
  });

  it('should keep a board in the book theme seen and in its colours while it hydrates', async () => {
    const response = await fetch(
      `/__server-render?attributes=${encodeURIComponent(JSON.stringify({ sgf: SHORT_GAME, theme: 'book' }))}`,
    );
    const container = document.createElement('div');
    container.setHTMLUnsafe(await response.text());
    const board = container.querySelector('go-board')!;
    document.body.append(container);
    containers.push(container);
    const seen = (): string => getComputedStyle(boardArea(board)).visibility;
    const wood = (): string => getComputedStyle(board).getPropertyValue('--go-board-background').trim();
    // Taken over by the element at once: the book's white, never hidden while its themes load.
    expect([seen(), wood()]).to.deep.equal(['visible', '#fff']);
    await board.updateComplete;
    expect([seen(), wood()]).to.deep.equal(['visible', '#fff']);
  });
});
