// The editor (`mode="edit"`) driven as an author drives it: each tool by the mouse, the keyboard
// and a finger, and the record read back from `board.sgf` as a page saving it would.
import { expect } from '@esm-bundle/chai';
import { resetMouse, sendKeys } from '@web/test-runner-commands';
import type { GoChangeEvent } from '../events/go-change.js';
import type { GoBoard, GoBoardTool } from '../go-board.js';
import { boardArea, click, find, findAll, nextEvent, press, unmountAll, until } from '../test-support/fixture.js';
import {
  chooseTool,
  cursorOf,
  drag,
  editor,
  HANDS,
  moveOf,
  tap,
  saved,
  savedNode,
  savedRoot,
  usePoint,
  type Hands,
} from '../test-support/edit.js';
import { clickPoint, spoken, statusText } from '../test-support/play.js';
import { HELD_KEYS, itWhereSupported } from '../test-support/engines.js';

/** Collects every go-change the board fires. */
function changes(board: GoBoard): GoChangeEvent[] {
  const list: GoChangeEvent[] = [];
  board.addEventListener('go-change', (event) => list.push(event));
  return list;
}

/** Presses a key with modifiers on the board area; returns whether the board claimed it. */
async function pressWith(
  board: GoBoard,
  key: string,
  modifiers: { shiftKey?: boolean; ctrlKey?: boolean; metaKey?: boolean },
): Promise<boolean> {
  const event = new KeyboardEvent('keydown', { key, ...modifiers, bubbles: true, composed: true, cancelable: true });
  boardArea(board).dispatchEvent(event);
  await board.updateComplete;
  return event.defaultPrevented;
}

/** Goes back one node: Page Up from the keyboard, the Previous button otherwise. */
async function back(board: GoBoard, hands: Hands): Promise<void> {
  if (hands === 'keyboard') await press(board, 'PageUp');
  else await click(board, 'button.control.previous');
}

/** Sets a form field as a reader would: types the value, then leaves the field (change). */
async function fill(board: GoBoard, selector: string, value: string): Promise<void> {
  const field = find<HTMLInputElement | HTMLTextAreaElement>(board, selector);
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  field.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await board.updateComplete;
}

/** Chooses option `value` of a select of the forms. */
async function select(board: GoBoard, selector: string, value: string): Promise<void> {
  const field = find<HTMLSelectElement>(board, selector);
  field.value = value;
  field.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await board.updateComplete;
}

/** Opens a section of the forms (node, info, board). */
async function open(board: GoBoard, section: string): Promise<void> {
  find<HTMLDetailsElement>(board, `details.section-${section}`).open = true;
  await until(
    () => find<HTMLDetailsElement>(board, `details.section-${section}`).open,
    `the ${section} section to open`,
  );
}

const POINT_MARKS: [GoBoardTool, string, string][] = [
  ['triangle', 'TR', 'Triangle'],
  ['square', 'SQ', 'Square'],
  ['circle', 'CR', 'Circle'],
  ['cross', 'MA', 'Cross'],
  ['select', 'SL', 'Highlight'],
  ['territory-black', 'TB', 'Black territory'],
  ['territory-white', 'TW', 'White territory'],
];

describe('<go-board mode="edit">', () => {
  afterEach(async () => {
    unmountAll();
    await resetMouse();
  });

  it('should load the editor only when a board asks for it, with a toolbar of every tool', async () => {
    const board = await editor();
    const toolbar = find(board, '[role="toolbar"]');
    const tools = findAll<HTMLButtonElement>(board, 'button.tool').map((button) => button.dataset.tool);
    expect(toolbar.getAttribute('aria-label')).to.equal('Tools');
    expect(tools).to.deep.equal([
      'move',
      'black',
      'white',
      'empty',
      'triangle',
      'square',
      'circle',
      'cross',
      'select',
      'dim',
      'label',
      'number',
      'arrow',
      'line',
      'territory-black',
      'territory-white',
      'region',
    ]);
    expect(find(board, 'button.tool[data-tool="move"]').getAttribute('aria-pressed')).to.equal('true');
    expect(boardArea(board).getAttribute('aria-label')).to.contain('editor');
    expect(board.tool).to.equal('move');
    // Only the editor's chunk carries it: the view's code does not know its tools.
    expect(customElements.get('go-board')).to.not.equal(undefined);
  });

  for (const hands of HANDS) {
    describe(`by ${hands}`, () => {
      it('should put and take away setup stones (AB, AW), and say each', async () => {
        const board = await editor();
        const cursor = cursorOf(board);
        await chooseTool(board, 'black', hands);
        expect(board.tool).to.equal('black');
        await usePoint(board, { x: 2, y: 2 }, hands, cursor);
        expect(spoken(board)).to.contain('Black stone on C7');
        await chooseTool(board, 'white', hands);
        await usePoint(board, { x: 6, y: 6 }, hands, cursor);
        await usePoint(board, { x: 6, y: 2 }, hands, cursor);
        expect(savedRoot(board)).to.deep.equal({ AB: ['cc'], AW: ['gg', 'gc'] });
        // The same stone again takes it away.
        await usePoint(board, { x: 6, y: 6 }, hands, cursor);
        expect(spoken(board)).to.contain('White stone removed from G3');
        await chooseTool(board, 'empty', hands);
        await usePoint(board, { x: 2, y: 2 }, hands, cursor);
        expect(spoken(board)).to.contain('Black stone removed from C7');
        expect(savedRoot(board)).to.deep.equal({ AW: ['gc'] });
        expect(board.game!.at({ x: 2, y: 2 })).to.equal(null);
      });

      it('should put setup after a move into a new node, as SGF requires (AE)', async () => {
        const board = await editor({ 'confirm-moves': 'never' });
        const cursor = cursorOf(board);
        await usePoint(board, { x: 4, y: 4 }, hands, cursor);
        expect(board.game!.moveNumber).to.equal(1);
        await chooseTool(board, 'empty', hands);
        await usePoint(board, { x: 4, y: 4 }, hands, cursor);
        const game = saved(board);
        const move = game.root.children[0]!;
        expect(moveOf(move)).to.equal('B[ee]');
        expect(move.children).to.have.length(1);
        expect(move.children[0]!.props).to.deep.equal({ AE: ['ee'] });
        expect(savedNode(board)).to.deep.equal({ move: null, props: { AE: ['ee'] } });
      });

      it('should put and take away each mark (TR, SQ, CR, MA, SL, TB, TW) and say it', async () => {
        const board = await editor();
        const cursor = cursorOf(board);
        for (const [tool, property, name] of POINT_MARKS) {
          await chooseTool(board, tool, hands);
          await usePoint(board, { x: 3, y: 5 }, hands, cursor);
          expect(spoken(board)).to.equal(`${name} on D4`);
          expect(savedRoot(board)).to.deep.equal({ [property]: ['df'] });
          await usePoint(board, { x: 3, y: 5 }, hands, cursor);
          expect(spoken(board)).to.equal(`${name} removed from D4`);
          expect(savedRoot(board)).to.deep.equal({});
        }
        await chooseTool(board, 'dim', hands);
        await usePoint(board, { x: 3, y: 5 }, hands, cursor);
        expect(savedRoot(board)).to.deep.equal({ DD: ['df'] });
        expect(spoken(board)).to.equal('D4 dimmed');
      });

      it('should write the next free letter and number, and a label of its own', async () => {
        const board = await editor();
        const cursor = cursorOf(board);
        await chooseTool(board, 'label', hands);
        await usePoint(board, { x: 2, y: 2 }, hands, cursor);
        await usePoint(board, { x: 3, y: 2 }, hands, cursor);
        await chooseTool(board, 'number', hands);
        await usePoint(board, { x: 2, y: 6 }, hands, cursor);
        await usePoint(board, { x: 3, y: 6 }, hands, cursor);
        expect(savedRoot(board)).to.deep.equal({ LB: ['cc:A', 'dc:B', 'cg:1', 'dg:2'] });
        // The same kind of label again takes it away; the next free one fills the gap.
        await usePoint(board, { x: 2, y: 6 }, hands, cursor);
        expect(spoken(board)).to.equal('Label 1 removed from C3');
        await usePoint(board, { x: 4, y: 6 }, hands, cursor);
        await chooseTool(board, 'label', hands);
        await fill(board, '.label-text input', 'ko');
        await usePoint(board, { x: 5, y: 5 }, hands, cursor);
        expect(spoken(board)).to.equal('Label ko on F4');
        expect(savedRoot(board).LB).to.have.members(['cc:A', 'dc:B', 'dg:2', 'eg:1', 'ff:ko']);
      });

      it('should draw arrows and lines from point to point, and take them away the same way', async () => {
        const board = await editor();
        const cursor = cursorOf(board);
        const draw = async (from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> => {
          if (hands === 'mouse') return drag(board, [from, to]);
          await usePoint(board, from, hands, cursor);
          expect(spoken(board)).to.contain('move to the other end');
          await usePoint(board, to, hands, cursor);
        };
        await chooseTool(board, 'arrow', hands);
        await draw({ x: 0, y: 0 }, { x: 2, y: 2 });
        expect(spoken(board)).to.equal('Arrow from A9 to C7');
        await chooseTool(board, 'line', hands);
        await draw({ x: 8, y: 8 }, { x: 6, y: 8 });
        expect(savedRoot(board)).to.deep.equal({ AR: ['aa:cc'], LN: ['ii:gi'] });
        await chooseTool(board, 'arrow', hands);
        await draw({ x: 0, y: 0 }, { x: 2, y: 2 });
        expect(spoken(board)).to.equal('Arrow from A9 to C7 removed');
        expect(savedRoot(board)).to.deep.equal({ LN: ['ii:gi'] });
      });

      it('should set the visible region (VW) from corner to corner, and show the whole board again', async () => {
        const board = await editor();
        const cursor = cursorOf(board);
        await chooseTool(board, 'region', hands);
        if (hands === 'mouse')
          await drag(board, [
            { x: 0, y: 0 },
            { x: 2, y: 2 },
            { x: 4, y: 3 },
          ]);
        else {
          await usePoint(board, { x: 0, y: 0 }, hands, cursor);
          await usePoint(board, { x: 4, y: 3 }, hands, cursor);
        }
        expect(savedRoot(board)).to.deep.equal({ VW: ['aa:ed'] });
        expect(spoken(board)).to.equal('The board shows A9 to E6');
        // The editor still shows the whole board, with the region outlined.
        expect(find(board, 'rect.view-outline')).to.not.equal(null);
        await open(board, 'board');
        await click(board, 'button.whole-board');
        expect(savedRoot(board)).to.deep.equal({});
      });

      it('should play moves alternately, a move other than the recorded one starting a variation', async () => {
        const board = await editor();
        const cursor = cursorOf(board);
        const playAt = async (x: number, y: number): Promise<void> => {
          await usePoint(board, { x, y }, hands, cursor);
          // A finger confirms a move with a second tap (confirm-moves="touch", the default).
          if (hands === 'touch') {
            expect(board.game!.at({ x, y })).to.equal(null);
            await tap(board, x, y);
          }
        };
        await playAt(2, 2);
        await playAt(6, 6);
        expect(spoken(board)).to.contain('White G3');
        await back(board, hands);
        await playAt(6, 2);
        const game = saved(board);
        const first = game.root.children[0]!;
        expect(moveOf(first)).to.equal('B[cc]');
        expect(first.children.map(moveOf)).to.deep.equal(['W[gg]', 'W[gc]']);
        expect(savedNode(board).move).to.equal('W[gc]');
        // The variations list offers both continuations.
        await back(board, hands);
        expect(findAll(board, '.variations button, .variations li').length).to.be.at.least(2);
      });

      it('should refuse an illegal move with the reason, changing nothing', async () => {
        const board = await editor({ 'confirm-moves': 'never' });
        const cursor = cursorOf(board);
        await usePoint(board, { x: 4, y: 4 }, hands, cursor);
        const before = board.sgf;
        const told = changes(board);
        await usePoint(board, { x: 4, y: 4 }, hands, cursor);
        expect(spoken(board)).to.match(/occupied|already/i);
        expect(board.sgf).to.equal(before);
        expect(told).to.have.length(0);
      });
    });
  }

  it('should put a point tool on every point a drag crosses, as one step of undo', async () => {
    const board = await editor();
    await click(board, 'button.tool[data-tool="black"]');
    await drag(board, [
      { x: 1, y: 1 },
      { x: 2, y: 1 },
      { x: 3, y: 1 },
    ]);
    expect(savedRoot(board)).to.deep.equal({ AB: ['bb', 'cb', 'db'] });
    // A drag that starts on a stone takes away the stones it crosses.
    await drag(board, [
      { x: 2, y: 1 },
      { x: 3, y: 1 },
      { x: 4, y: 1 },
    ]);
    expect(savedRoot(board)).to.deep.equal({ AB: ['bb'] });
    board.undoEdit();
    await board.updateComplete;
    expect(savedRoot(board)).to.deep.equal({ AB: ['bb', 'cb', 'db'] });
    board.undoEdit();
    await board.updateComplete;
    expect(savedRoot(board)).to.deep.equal({});
  });

  it('should put a point tool on the rectangle from the last point used, with Shift and Enter', async () => {
    const board = await editor();
    const cursor = cursorOf(board);
    await chooseTool(board, 'square', 'keyboard');
    await cursor.playAt(0, 0);
    await cursor.moveTo(1, 1);
    await pressWith(board, 'Enter', { shiftKey: true });
    expect(savedRoot(board).SQ).to.have.members(['aa', 'ba', 'ab', 'bb']);
    expect(spoken(board)).to.equal('Square on 3 points');
  });

  itWhereSupported(
    HELD_KEYS,
    'should put a point tool on the rectangle from the last point used, with Shift and a click',
    async () => {
      const board = await editor();
      await click(board, 'button.tool[data-tool="triangle"]');
      await clickPoint(board, 5, 5);
      await sendKeys({ down: 'Shift' });
      await clickPoint(board, 6, 6);
      await sendKeys({ up: 'Shift' });
      expect(savedRoot(board).TR).to.have.members(['ff', 'gf', 'fg', 'gg']);
      expect(spoken(board)).to.equal('Triangle on 3 points');
    },
  );

  it('should undo and redo every edit by keys, buttons and methods, and tell the page each time', async () => {
    const board = await editor({ 'confirm-moves': 'never' });
    const told = changes(board);
    await click(board, 'button.tool[data-tool="black"]');
    await clickPoint(board, 2, 2);
    expect(told.at(-1)!.detail).to.deep.include({ action: 'setup', properties: ['AB'], points: [{ x: 2, y: 2 }] });
    expect(told.at(-1)!.bubbles && told.at(-1)!.composed).to.equal(true);
    await click(board, 'button.tool[data-tool="move"]');
    await clickPoint(board, 4, 4);
    expect(told.at(-1)!.detail).to.deep.include({ action: 'move', properties: ['B'] });
    expect(told.at(-1)!.detail.node).to.equal(board.game!.node);
    expect(await pressWith(board, 'z', { ctrlKey: true })).to.equal(true);
    expect(told.at(-1)!.detail.action).to.equal('undo');
    expect(spoken(board)).to.contain('Undone');
    expect(board.game!.moveNumber).to.equal(0);
    await pressWith(board, 'z', { ctrlKey: true, shiftKey: true });
    expect(told.at(-1)!.detail.action).to.equal('redo');
    expect(moveOf(saved(board).root.children[0]!)).to.equal('B[ee]');
    await pressWith(board, 'z', { metaKey: true });
    await pressWith(board, 'z', { ctrlKey: true });
    expect(savedRoot(board)).to.deep.equal({});
    expect(board.undoEdit()).to.equal(false);
    await pressWith(board, 'y', { ctrlKey: true });
    expect(savedRoot(board)).to.deep.equal({ AB: ['cc'] });
    expect(board.redoEdit()).to.equal(true);
    await board.updateComplete;
    expect(saved(board).root.children).to.have.length(1);
    expect(board.redoEdit()).to.equal(false);
    await click(board, 'button.control.undo');
    expect(saved(board).root.children).to.have.length(0);
    await click(board, 'button.control.redo');
    expect(saved(board).root.children).to.have.length(1);
    expect(told.length).to.equal(10);
    // A board in another mode has no edits to undo.
    board.mode = 'view';
    await board.updateComplete;
    expect(board.undoEdit()).to.equal(false);
  });

  it('should delete a node and what follows, promote a line, and move variations up and down', async () => {
    const board = await editor({ sgf: '(;SZ[9](;B[aa];W[bb];B[cc])(;B[dd])(;B[ee]))' });
    const told = changes(board);
    board.goTo(board.game!.root.children[1]!);
    await board.updateComplete;
    await click(board, 'button.tool[data-tool="move"]');
    await open(board, 'node');
    await click(board, 'button.move-up');
    expect(saved(board).root.children.map(moveOf)).to.deep.equal(['B[dd]', 'B[aa]', 'B[ee]']);
    expect(told.at(-1)!.detail.action).to.equal('reorder');
    await click(board, 'button.move-down');
    await click(board, 'button.move-down');
    expect(saved(board).root.children.map(moveOf)).to.deep.equal(['B[aa]', 'B[ee]', 'B[dd]']);
    await click(board, 'button.promote');
    expect(saved(board).root.children.map(moveOf)).to.deep.equal(['B[dd]', 'B[aa]', 'B[ee]']);
    expect(told.at(-1)!.detail.action).to.equal('promote');
    board.goTo(board.game!.root.children[1]!.children[0]!);
    await board.updateComplete;
    await click(board, 'button.delete-node');
    expect(spoken(board)).to.contain('Deleted 2 nodes');
    expect(saved(board).root.children[1]!.children).to.have.length(0);
    await press(board, 'Delete');
    expect(saved(board).root.children.map(moveOf)).to.deep.equal(['B[dd]', 'B[ee]']);
  });

  it('should set the player to move, the node name, the annotations and a problem line mark', async () => {
    const board = await editor({ sgf: '(;SZ[9];B[cc];W[dd])' });
    board.goTo(board.game!.root.children[0]!);
    await board.updateComplete;
    await open(board, 'node');
    await fill(board, '.section-node input[type="text"]', 'Opening');
    await select(board, '.section-node label:nth-of-type(2) select', 'tesuji');
    await select(board, '.section-node label:nth-of-type(3) select', 'good-for-black');
    const hotspot = find<HTMLInputElement>(board, '.section-node input[type="checkbox"]');
    hotspot.checked = true;
    hotspot.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await board.updateComplete;
    expect(savedNode(board)).to.deep.equal({
      move: 'B[cc]',
      props: { N: ['Opening'], TE: ['1'], GB: ['1'], HO: ['1'] },
    });
    await select(board, '.section-node label:nth-of-type(2) select', 'bad');
    expect(savedNode(board).props.BM).to.deep.equal(['1']);
    expect(savedNode(board).props.TE).to.equal(undefined);
    // The player to move is setup: after a move it goes into a node of its own.
    await select(board, '.section-node label:nth-of-type(5) select', 'white');
    expect(savedNode(board)).to.deep.equal({ move: null, props: { PL: ['W'] } });
    board.undoEdit();
    await board.updateComplete;
    board.goTo(board.game!.root.children[0]!.children[0]!);
    await board.updateComplete;
    await select(board, '.section-node label:nth-of-type(6) select', 'wrong');
    expect(savedNode(board)).to.deep.equal({ move: 'W[dd]', props: { C: ['WRONG'] } });
    await select(board, '.section-node label:nth-of-type(6) select', '');
    expect(savedNode(board).props).to.deep.equal({});
  });

  it('should write the comment as it is typed, and the game information when a field is left', async () => {
    const board = await editor();
    const told = changes(board);
    await fill(board, 'textarea', 'Black to play and live.');
    expect(savedRoot(board).C).to.deep.equal(['Black to play and live.']);
    expect(told.at(-1)!.detail.action).to.equal('comment');
    await open(board, 'info');
    await fill(board, 'input[name="black"]', 'Honinbo Shusaku');
    await fill(board, 'input[name="komi"]', '6,5');
    await fill(board, 'input[name="result"]', 'B+R');
    expect(savedRoot(board)).to.deep.include({ PB: ['Honinbo Shusaku'], RE: ['B+R'] });
    expect(saved(board).root.props.KM).to.deep.equal(['6.5']);
    // A komi that is no number is refused with what was expected, changing nothing.
    const before = board.sgf;
    await fill(board, 'input[name="komi"]', 'six');
    expect(spoken(board)).to.contain('expected a number such as 6.5');
    expect(board.sgf).to.equal(before);
    // The field shows the record's value again once left.
    expect(find<HTMLInputElement>(board, 'input[name="komi"]').value).to.equal('6.5');
  });

  it('should change the board size and make a new board, each undone as any edit', async () => {
    const board = await editor({ sgf: '(;SZ[9]AB[cc])' });
    await open(board, 'board');
    await fill(board, 'input[name="width"]', '13');
    await fill(board, 'input[name="height"]', '7');
    const loaded = nextEvent<GoChangeEvent>(board, 'go-change');
    find<HTMLButtonElement>(board, 'button.resize').click();
    expect((await loaded).detail.action).to.equal('size');
    await until(() => board.game?.width === 13, 'the board to be 13 wide');
    expect(saved(board).root.props.SZ).to.deep.equal(['13:7']);
    expect(savedRoot(board)).to.deep.equal({ AB: ['cc'] });
    board.undoEdit();
    await until(() => board.game?.width === 9, 'the board to be 9 again');
    expect(savedRoot(board)).to.deep.equal({ AB: ['cc'] });
    await open(board, 'board');
    await fill(board, 'input[name="width"]', '5');
    await fill(board, 'input[name="height"]', '5');
    find<HTMLButtonElement>(board, 'button.new-board').click();
    await until(() => board.game?.width === 5, 'a new 5x5 board');
    expect(savedRoot(board)).to.deep.equal({});
    board.undoEdit();
    await until(() => board.game?.width === 9, 'the record back');
    expect(savedRoot(board)).to.deep.equal({ AB: ['cc'] });
  });

  it('should offer only the tools `tools` names, and say a name it does not know', async () => {
    const errors: Event[] = [];
    const board = await editor({ tools: 'black white label triangle comment' });
    board.addEventListener('go-error', (event) => errors.push(event));
    expect(findAll<HTMLButtonElement>(board, 'button.tool').map((button) => button.dataset.tool)).to.deep.equal([
      'black',
      'white',
      'triangle',
      'label',
    ]);
    expect(board.tool).to.equal('move');
    expect(findAll(board, 'details.edit-section')).to.have.length(0);
    expect(findAll(board, 'textarea')).to.have.length(1);
    // A key of a tool not offered does nothing.
    expect(await press(board, 'c')).to.equal(false);
    await clickPoint(board, 2, 2);
    expect(savedRoot(board)).to.deep.equal({ AB: ['cc'] });
    board.tools = 'black hammer';
    await board.updateComplete;
    await until(() => errors.length > 0, 'the unknown tool to be said');
    expect(findAll<HTMLButtonElement>(board, 'button.tool').map((button) => button.dataset.tool)).to.deep.equal([
      'black',
    ]);
    // Only forms named: no tool, and a click on the board edits nothing.
    board.tools = 'comment info';
    await board.updateComplete;
    expect(findAll(board, 'button.tool')).to.have.length(0);
    const before = board.sgf;
    await clickPoint(board, 6, 6);
    await press(board, 'Enter');
    expect(board.sgf).to.equal(before);
    expect(findAll(board, 'details.edit-section')).to.have.length(1);
    board.tools = 'black hammer';
    await board.updateComplete;
    // A tool that is no tool is said, and the first tool offered is used.
    const said = errors.length;
    board.tool = 'hammer' as GoBoardTool;
    await board.updateComplete;
    await until(() => errors.length > said, 'the unknown tool to be said');
    expect((errors.at(-1) as Event & { reason: string }).reason).to.contain('Ignored tool="hammer"');
    expect(board.tool).to.equal('black');
  });

  it("should show the label tool's text only with the label tool, and move nothing when it comes and goes", async () => {
    const board = await editor();
    const field = (): HTMLElement => find(board, '.label-text');
    // Shown: laid out, visible and reachable; hidden: neither seen, nor focusable, nor read.
    const shown = (): boolean =>
      getComputedStyle(field()).visibility === 'visible' && field().getBoundingClientRect().width > 0;
    const controlsTop = (): number => find(board, '.controls.edit').getBoundingClientRect().top;
    expect(board.tool).to.equal('move');
    expect(shown()).to.equal(false);
    const top = controlsTop();
    for (const tool of ['black', 'number', 'triangle', 'arrow'] as GoBoardTool[]) {
      board.tool = tool;
      await board.updateComplete;
      expect(shown(), `the label text with the ${tool} tool`).to.equal(false);
    }
    board.tool = 'label';
    await board.updateComplete;
    expect(shown()).to.equal(true);
    expect(controlsTop()).to.equal(top);
    find<HTMLInputElement>(board, '.label-text input').focus();
    expect(board.shadowRoot!.activeElement).to.equal(find(board, '.label-text input'));
    board.tool = 'number';
    await board.updateComplete;
    expect(shown()).to.equal(false);
    expect(controlsTop()).to.equal(top);
  });

  it('should be a real toolbar: one tab stop, arrow keys along it, aria-pressed on the current tool', async () => {
    const board = await editor();
    const buttons = (): HTMLButtonElement[] => findAll<HTMLButtonElement>(board, 'button.tool');
    expect(
      buttons()
        .filter((button) => button.tabIndex === 0)
        .map((button) => button.dataset.tool),
    ).to.deep.equal(['move']);
    buttons()[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => board.shadowRoot!.activeElement === buttons()[1], 'the focus on the second tool');
    await sendKeys({ press: 'End' });
    await until(() => board.shadowRoot!.activeElement === buttons().at(-1), 'the focus on the last tool');
    await sendKeys({ press: 'ArrowRight' });
    await until(() => board.shadowRoot!.activeElement === buttons()[0], 'the focus back on the first tool');
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => board.shadowRoot!.activeElement === buttons().at(-1), 'the focus on the last tool again');
    await sendKeys({ press: 'Enter' });
    await board.updateComplete;
    expect(board.tool).to.equal('region');
    expect(
      buttons()
        .filter((button) => button.getAttribute('aria-pressed') === 'true')
        .map((button) => button.dataset.tool),
    ).to.deep.equal(['region']);
    expect(
      buttons()
        .filter((button) => button.tabIndex === 0)
        .map((button) => button.dataset.tool),
    ).to.deep.equal(['region']);
    expect(statusText(board)).to.contain('Tool: Visible region');
  });

  it('should edit an opened record in place, keeping the properties it does not know', async () => {
    const record = '(;GM[1]FF[4]SZ[9]XA[private data]AP[Other:1]C[Hello];B[cc]ZZ[kept](;W[dd])(;W[ee]))';
    const board = await editor({}, `<script type="application/x-go-sgf">${record}</script>`);
    board.goTo(board.game!.root.children[0]!);
    await board.updateComplete;
    await click(board, 'button.tool[data-tool="circle"]');
    await clickPoint(board, 4, 4);
    const game = saved(board);
    expect(game.root.props.XA).to.deep.equal(['private data']);
    expect(game.root.props.C).to.deep.equal(['Hello']);
    expect(game.root.children[0]!.props).to.deep.equal({ ZZ: ['kept'], CR: ['ee'] });
    expect(moveOf(game.root.children[0]!)).to.equal('B[cc]');
    expect(game.root.children[0]!.children).to.have.length(2);
  });

  it('should copy the record to the clipboard and offer it to download', async () => {
    const board = await editor({ sgf: '(;SZ[9]AB[cc])' });
    const copied: string[] = [];
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    try {
      await click(board, 'button.action.copy');
      await until(() => spoken(board) === 'SGF copied', 'the copy to be said');
      expect(copied).to.deep.equal([board.sgf]);
      await board.copy();
      expect(copied).to.have.length(2);
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard;
      if (clipboard && !('clipboard' in navigator)) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
    }
    // Without a clipboard (a page on plain http), the copy is refused with the reason, and said.
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    try {
      let refused: unknown = null;
      await board.copy().catch((error: unknown) => (refused = error));
      expect(String(refused)).to.contain('Expected navigator.clipboard');
      await click(board, 'button.action.copy');
      await until(() => spoken(board).startsWith('Could not copy'), 'the failed copy to be said');
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard;
    }
    expect(find(board, 'button.action.download').textContent).to.contain('Download');
  });
});
