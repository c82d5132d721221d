// The variation tree beside or under the board: what it draws, what it says, and how the pointer
// and the keyboard go through it.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import type { GoErrorEvent } from '../../events/go-error.js';
import type { GoBoard } from '../../go-board.js';
import type { GoNavigateEvent } from '../../events/go-navigate.js';
import { find, findAll, mount, nextEvent, unmountAll, until } from '../../test-support/fixture.js';
import { SHORT_GAME } from '../../test-support/records.js';
import { editor } from '../../test-support/edit.js';
import { clickPoint } from '../../test-support/play.js';

/** Mounts a board with a tree and waits for the tree to be drawn. */
async function withTree(attributes: Record<string, string>, width = 640): Promise<GoBoard> {
  const board = await mount({ tree: 'side', ...attributes }, '', width);
  await until(() => findAll(board, '[role="treeitem"]').length > 0, 'the tree');
  await board.updateComplete;
  return board;
}

const item = (board: GoBoard, label: RegExp): Element => {
  const found = findAll(board, '[role="treeitem"]').find((node) => label.test(node.getAttribute('aria-label')!));
  if (!found) throw new Error(`Expected a tree item named like ${label}, found none.`);
  return found;
};

const key = async (board: GoBoard, name: string): Promise<boolean> => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true });
  find(board, '[role="tree"]').dispatchEvent(event);
  await board.updateComplete;
  return event.defaultPrevented;
};

const active = (board: GoBoard): string => {
  const tree = find(board, '[role="tree"]');
  return board.shadowRoot!.getElementById(tree.getAttribute('aria-activedescendant')!)!.getAttribute('aria-label')!;
};

/** A 19x19 record of `moves` moves with `variations` variations of 6 moves branching along it,
 * a comment and a bad-move annotation here and there. */
export function bigRecord(moves: number, variations: number): string {
  const point = (k: number): string => String.fromCharCode(97 + (k % 19), 97 + (Math.floor(k / 19) % 19));
  const color = (k: number): string => (k % 2 ? 'W' : 'B');
  const every = Math.floor(moves / (variations + 1));
  const branches = (k: number): boolean => k > 0 && k % every === 0 && k / every <= variations;
  const variation = (k: number): string =>
    `(;${color(k)}[${point(k + 7)}]C[A variation.]${Array.from({ length: 5 }, (_, j) => `;${color(k + j + 1)}[${point(k + 9 + j)}]`).join('')})`;
  // From the end back: a move where a variation branches is the first of two sibling lines.
  let rest = '';
  for (let k = moves - 1; k >= 0; k--) {
    const move = `;${color(k)}[${point(k)}]${k % 17 === 0 ? 'C[A comment.]' : ''}${k % 23 === 0 ? 'BM[1]' : ''}`;
    rest = branches(k) ? `(${move}${rest})${variation(k)}` : `${move}${rest}`;
  }
  return `(;SZ[19]${rest})`;
}

describe('<go-board tree>', () => {
  afterEach(unmountAll);

  it('should give board.focus() to the board, not the tree that had focus, so the arrows step moves again', async () => {
    const board = await withTree({ sgf: SHORT_GAME, move: '3' });
    const area = find(board, '[part="board"]');
    const outside = document.createElement('button');
    outside.textContent = 'A button of the page';
    document.body.append(outside);
    try {
      // Focus in the tree, then the page's button, then the board again: as a page's "back to
      // the board" button does.
      find(board, '[role="tree"]').focus();
      expect(board.shadowRoot!.activeElement).to.equal(find(board, '[role="tree"]'));
      outside.focus();
      board.focus();
      expect(board.shadowRoot!.activeElement).to.equal(area);
      await sendKeys({ press: 'ArrowRight' });
      await board.updateComplete;
      expect(board.move).to.equal(4);
      // And straight from the tree, which still has focus.
      find(board, '[role="tree"]').focus();
      board.focus();
      expect(board.shadowRoot!.activeElement).to.equal(area);
      await sendKeys({ press: 'ArrowLeft' });
      await board.updateComplete;
      expect(board.move).to.equal(3);
    } finally {
      outside.remove();
    }
  });

  it('should draw every node of a short record: the main line on top, the variation below, the move shown marked', async () => {
    const board = await withTree({ sgf: SHORT_GAME, move: '3' });
    const items = findAll(board, '[role="treeitem"]');
    // The root, nine moves of the main line, two of the variation.
    expect(items).to.have.length(12);
    expect(find(board, '[role="tree"]').getAttribute('aria-label')).to.equal('Game tree');
    const current = items.filter((node) => node.getAttribute('aria-selected') === 'true');
    expect(current.map((node) => node.getAttribute('aria-label'))).to.deep.equal(['Move 3, Black D7']);
    expect(item(board, /^Move 6, White G4/).getAttribute('aria-label')).to.equal('Move 6, White G4, 2 variations');
    const variation = item(board, /^Move 7, Black E5/);
    expect(variation.getAttribute('aria-level')).to.equal('2');
    expect(variation.getAttribute('aria-label')).to.equal('Move 7, Black E5, comment');
    expect(variation.querySelector('.tree-comment')).not.to.equal(null);
    expect(item(board, /^Start of the game/).getAttribute('aria-label')).to.equal('Start of the game, comment');
  });

  it('should go to a node when it is clicked', async () => {
    const board = await withTree({ sgf: SHORT_GAME });
    const navigated = nextEvent<GoNavigateEvent>(board, 'go-navigate');
    // White C6 answers the variation (Black E5) at move 7.
    (item(board, /^Move 8, White C6/) as SVGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true, composed: true }),
    );
    expect((await navigated).moveNumber).to.equal(8);
    await board.updateComplete;
    const variation = board.game!.node.parent!;
    expect(variation.parent!.children.indexOf(variation)).to.equal(1);
    expect(item(board, /^Move 8, White C6/).getAttribute('aria-selected')).to.equal('true');
  });

  it('should move through the tree with the arrows, Home and End, and go there with Enter', async () => {
    const board = await withTree({ sgf: SHORT_GAME, move: '5', tree: 'below' });
    expect(active(board)).to.equal('Move 5, Black C8');
    expect(await key(board, 'ArrowRight')).to.equal(true);
    expect(active(board)).to.equal('Move 6, White G4, 2 variations');
    // The cursor moves; the board stays where it was until Enter.
    expect(board.move).to.equal(5);
    await key(board, 'ArrowRight');
    expect(active(board)).to.equal('Move 7, Black C6, comment');
    await key(board, 'ArrowDown');
    expect(active(board)).to.equal('Move 7, Black E5, comment');
    await key(board, 'ArrowUp');
    await key(board, 'ArrowDown');
    await key(board, 'End');
    expect(active(board)).to.equal('Move 8, White C6');
    await key(board, 'Enter');
    expect(board.move).to.equal(8);
    expect(board.game!.node.x).to.equal(2);
    await key(board, 'Home');
    expect(active(board)).to.equal('Start of the game, comment');
    await key(board, 'ArrowLeft');
    expect(active(board)).to.equal('Start of the game, comment');
    await key(board, ' ');
    expect(board.move).to.equal(0);
  });

  it('should write the move numbers at 11 px or more', async () => {
    const board = await withTree({ sgf: SHORT_GAME });
    const numbers = findAll(board, '.tree-number');
    expect(numbers.length).to.be.greaterThan(0);
    for (const number of numbers) expect(parseFloat(getComputedStyle(number).fontSize)).to.be.at.least(11);
  });

  it('should draw the tree down the panel beside the board, the main line down its left, and step along it with the down arrow', async () => {
    const side = await withTree({ sgf: bigRecord(60, 3), move: '5' }, 900);
    await until(() => findAll(side, '.tree-panel.vertical').length > 0, 'the tree drawn down the panel');
    await side.updateComplete;
    const drawing = find(side, '.tree-drawing').getBoundingClientRect();
    expect(drawing.height, 'taller than wide').to.be.greaterThan(drawing.width);
    // The main line goes straight down: each move below the one before.
    const place = (label: RegExp): DOMRect => item(side, label).getBoundingClientRect();
    const fifth = place(/^Move 5,/);
    const sixth = place(/^Move 6,/);
    expect(sixth.top).to.be.greaterThan(fifth.top);
    expect(Math.abs(sixth.left - fifth.left)).to.be.below(1);
    // Down goes along the line, up back; right goes across to the variation beside.
    expect(active(side)).to.match(/^Move 5,/);
    expect(await key(side, 'ArrowDown')).to.equal(true);
    expect(active(side)).to.match(/^Move 6,/);
    await key(side, 'ArrowUp');
    expect(active(side)).to.match(/^Move 5,/);
    // Under the board (tree="below") it runs across.
    const below = await withTree({ sgf: bigRecord(60, 3), tree: 'below' }, 900);
    expect(findAll(below, '.tree-panel.vertical')).to.have.length(0);
    const across = find(below, '.tree-drawing').getBoundingClientRect();
    expect(across.width).to.be.greaterThan(across.height);
  });

  it('should sit beside the board with tree="side", and under it with tree="below" or on a narrow screen', async () => {
    const side = await withTree({ sgf: SHORT_GAME }, 900);
    const board = find(side, '[part="board"]').getBoundingClientRect();
    const tree = find(side, '[part="tree"]').getBoundingClientRect();
    expect(tree.left).to.be.at.least(board.right);
    expect(tree.top).to.be.below(board.bottom);
    // The board fills its column up to its largest size: in a grid, the margins that centre it
    // would otherwise shrink it to the drawing's default width.
    const column = tree.left - side.getBoundingClientRect().left - parseFloat(getComputedStyle(side).columnGap);
    const largest = parseFloat(getComputedStyle(find(side, '[part="board"]')).maxInlineSize);
    expect(board.width).to.be.closeTo(Math.min(column, largest), 1);
    const below = await withTree({ sgf: SHORT_GAME, tree: 'below' }, 900);
    expect(find(below, '[part="tree"]').getBoundingClientRect().top).to.be.at.least(
      find(below, '[part="board"]').getBoundingClientRect().bottom,
    );
    below.tree = 'none';
    await below.updateComplete;
    expect(findAll(below, '[part="tree"]')).to.have.length(0);
  });

  it('should draw only what is in view of a 300-move record with 50 variations, and the rest as it scrolls', async () => {
    const board = await withTree({ sgf: bigRecord(300, 50), tree: 'below' }, 640);
    let count = 0;
    for (const walk = [board.game!.root]; walk.length > 0; count++) walk.push(...walk.pop()!.children);
    expect(count).to.be.greaterThan(550);
    const drawn = () => findAll(board, '[role="treeitem"]').map((node) => node.id);
    const first = drawn();
    expect(first.length).to.be.lessThan(200);
    const tree = find(board, '.tree');
    tree.scrollLeft = tree.scrollWidth;
    await until(() => drawn().some((id) => !first.includes(id)), 'the drawing to follow the scroll');
    expect(drawn().length).to.be.lessThan(200);
    // Going to the end of the game scrolls its node into view.
    board.last();
    await until(() => find(board, '[aria-selected="true"]') !== null, 'the end in view');
  });

  it('should hint annotations, and say a tree value it cannot use', async () => {
    const board = await withTree({ sgf: '(;SZ[9];B[ee]BM[1]C[Too slow.];W[cc]TE[1];B[gg]IT[];W[gc]DO[])' });
    expect(item(board, /^Move 1/).getAttribute('aria-label')).to.equal('Move 1, Black E5, comment, bad move');
    expect(item(board, /^Move 1/).querySelector('.tree-annotation')!.textContent).to.equal('?');
    expect(item(board, /^Move 2/).getAttribute('aria-label')).to.equal('Move 2, White C7, good move');
    expect(item(board, /^Move 3/).querySelector('.tree-annotation')!.textContent).to.equal('!?');
    expect(item(board, /^Move 4/).getAttribute('aria-label')).to.equal('Move 4, White G7, doubtful move');
    const wrong = await mount({ sgf: SHORT_GAME });
    const error = nextEvent<GoErrorEvent>(wrong, 'go-error');
    wrong.setAttribute('tree', 'left');
    expect((await error).reason).to.equal('Ignored tree="left": expected none | side | below; using none.');
    expect(wrong.tree).to.equal('none');
  });

  it('should show in the editor: each move written appears, and a click takes the editor there', async () => {
    const board = await editor({ tree: 'side' }, '', 640);
    board.tool = 'move';
    await until(() => findAll(board, '[role="treeitem"]').length > 0, 'the tree drawn');
    await board.updateComplete;
    await clickPoint(board, 2, 2);
    await clickPoint(board, 6, 6);
    await until(
      () => findAll(board, '[role="treeitem"]').some((node) => /^Move 2, White/.test(node.getAttribute('aria-label')!)),
      'the second move in the tree',
    );
    (item(board, /^Move 1, Black/) as SVGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true, composed: true }),
    );
    await until(() => board.game!.moveNumber === 1, 'the editor at move 1');
    // A move written there, where White answered elsewhere, is a variation: the tree shows both.
    await clickPoint(board, 4, 4);
    await until(
      () =>
        findAll(board, '[role="treeitem"]').filter((node) => /^Move 2, White/.test(node.getAttribute('aria-label')!))
          .length === 2,
      'both second moves in the tree',
    );
    expect(item(board, /^Move 2, White E5/).getAttribute('aria-selected')).to.equal('true');
  });

  it('should not show in play or problem mode, where it would show what is to come', async () => {
    const board = await withTree({ sgf: SHORT_GAME });
    board.mode = 'play';
    await board.updateComplete;
    expect(findAll(board, '[part="tree"]')).to.have.length(0);
  });
});
