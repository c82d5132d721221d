// The editor's promise to a page that saves its work: whatever the author does, `board.sgf` reads
// back the very tree the editor holds, and a board that loads it again holds that tree too.
import { expect } from '@esm-bundle/chai';
import fc from 'fast-check';
import { Game, type GameNode } from '@go-board/rules';
import { boardArea, unmountAll } from '../test-support/fixture.js';
import { editor, moveOf } from '../test-support/edit.js';
import type { GoBoard } from '../go-board.js';

/** A node and everything after it, as data: its move, its properties, its continuations. */
interface Tree {
  move: string | null;
  props: Record<string, string[]>;
  children: Tree[];
}

const treeOf = (node: GameNode): Tree => ({
  move: moveOf(node),
  props: { ...node.props },
  children: node.children.map(treeOf),
});

/** What an author does from the keyboard: every tool's key, the cursor, Enter (with Shift for a
 * rectangle), pass, delete, going back and forward, undo and redo. */
const KEYS = [
  'm',
  'b',
  'w',
  'e',
  't',
  's',
  'c',
  'x',
  'h',
  'd',
  'a',
  'n',
  'r',
  'l',
  'v',
  'p',
  'Delete',
  'PageUp',
  'PageDown',
  'Escape',
];
const action = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown').map((key) => ({ key })) },
  { weight: 4, arbitrary: fc.record({ key: fc.constant('Enter'), shiftKey: fc.boolean() }) },
  { weight: 2, arbitrary: fc.constantFrom(...KEYS).map((key) => ({ key })) },
  { weight: 1, arbitrary: fc.constantFrom('B', 'W').map((key) => ({ key, shiftKey: true })) },
  { weight: 1, arbitrary: fc.constantFrom('z', 'y').map((key) => ({ key, ctrlKey: true })) },
);

async function perform(board: GoBoard, keys: { key: string; shiftKey?: boolean; ctrlKey?: boolean }[]): Promise<void> {
  for (const init of keys) {
    boardArea(board).dispatchEvent(
      new KeyboardEvent('keydown', { ...init, bubbles: true, composed: true, cancelable: true }),
    );
    await board.updateComplete;
  }
}

describe('the editor, as a page saves it', () => {
  afterEach(() => unmountAll());

  it('should read back any sequence of edits as SGF that loads again as the same tree', async () => {
    const board = await editor({ size: '5' });
    const start = board.sgf!;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 40 }), async (keys) => {
        board.sgf = start;
        await board.updateComplete;
        await perform(board, keys);
        const text = board.sgf!;
        const held = treeOf(board.game!.root);
        expect(treeOf(Game.fromSgf(text).root)).to.deep.equal(held);
        // A board that opens the saved record holds the same tree, and saves it the same way.
        const again = await editor({ size: '5', sgf: text });
        expect(treeOf(again.game!.root)).to.deep.equal(held);
        expect(again.sgf).to.equal(text);
        again.parentElement!.remove();
      }),
      { numRuns: 40 },
    );
  });
});
