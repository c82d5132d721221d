// The variation tree beside or under the board: every node of the record as a small stone (its
// move number on it), the main line straight along the top and variations branching below it;
// beside the board, in a panel taller than wide, the main line straight down its left and
// variations branching to the right (as Sabaki draws it). The position shown is ringed, comments
// and annotations hinted. Only the part scrolled into view is
// drawn (plus the keyboard's node), so a record of thousands of nodes costs no more per step
// than a short one. A click goes to a node; the keyboard moves a cursor through the tree (arrows,
// Home, End) and Enter or Space goes there. It is an ARIA tree whose items say their move.
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { hasComment, moveJudgement, type Game, type GameNode, type MoveJudgement } from '@go-board/rules';
import { TEXT_DROP } from '../../board/geometry.js';
import { moveText } from '../../board/speech.js';
import { list } from '../../words/compose.js';
import { reviewWordsOf } from '../../words/en-review.js';
import type { ReviewWords, Words } from '../../words/words.js';
import { layoutTree, type TreeCell, type TreeLayout } from './layout.js';
import {
  clickNode,
  followShown,
  measureView,
  revealDone,
  stepCursor,
  treeState,
  type TreeState,
} from './tree-state.js';

/** Where the tree goes: nowhere, beside the board, or under it. */
export type TreePlacement = 'none' | 'side' | 'below';

/** A cell of the drawing, in CSS pixels: room for a 24 px target around each node. */
const CELL = 30;
const PAD = CELL / 2 + 2;
/** Cells drawn beyond each edge of the view, so a small scroll shows nodes already there. */
const MARGIN = 6;
/** A node's stone: room for a move number of three digits at 11 px. */
const STONE = 11;

/** What the tree needs of the element. */
export interface TreeHost extends HTMLElement {
  readonly game: Game | null;
  goTo(target: GameNode): boolean;
}

/** The record's judgements of moves, with the sign review tools write for each and its words. */
const JUDGEMENTS: Record<MoveJudgement, { sign: string; said: (review: ReviewWords) => string }> = {
  tesuji: { sign: '!', said: (review) => review.goodMove },
  bad: { sign: '?', said: (review) => review.badMove },
  interesting: { sign: '!?', said: (review) => review.interestingMove },
  doubtful: { sign: '?!', said: (review) => review.doubtfulMove },
};

/** Where a place of the layout (its column, along the line; its row, across the lines) is drawn:
 * columns run to the right and rows down, or in a vertical tree columns down and rows right. */
const placeOf = (column: number, row: number, vertical: boolean): { x: number; y: number } =>
  vertical ? { x: PAD + row * CELL, y: PAD + column * CELL } : { x: PAD + column * CELL, y: PAD + row * CELL };

export class TreeView {
  readonly #host: TreeHost;
  /** What the tree draws, changed only by its transitions (./tree-state.ts). */
  readonly #state: TreeState;
  #layout: TreeLayout | null = null;
  #frame = 0;
  #resize: ResizeObserver | null = null;
  #measured: Element | null = null;

  /** `changed` asks the board for an update: the tree's state is drawn again. */
  constructor(host: TreeHost, changed: () => void) {
    this.#host = host;
    this.#state = treeState(changed);
  }

  /** The layout of the game's tree, made again for another record or a tree that grew. */
  #layoutOf(game: Game): TreeLayout {
    if (this.#layout?.root !== game.root || !this.#layout.cells.has(game.node)) this.#layout = layoutTree(game.root);
    return this.#layout;
  }

  render(words: Words, game: Game, placement: TreePlacement): TemplateResult {
    const layout = this.#layoutOf(game);
    const review = reviewWordsOf(words);
    const state = this.#state;
    // Beside the board the tree runs down the panel's height, once the panel is seen to be taller
    // than wide (on a narrow screen it sits under the board, wide and low, and runs across). A
    // tree that turns (once measured, or as its panel changes shape) scrolls the node shown into
    // view again, where the new direction puts it.
    const vertical = placement === 'side' && state.view.height > state.view.width;
    followShown(state, game.node, vertical);
    const cursor = layout.cells.get(state.cursor ?? game.node) ?? layout.cells.get(game.node)!;
    const { left, top, width, height } = state.view;
    // The view in the layout's terms: columns along the line, rows across.
    const along = vertical ? { start: top, size: height } : { start: left, size: width };
    const across = vertical ? { start: left, size: width } : { start: top, size: height };
    const first = {
      column: Math.floor((along.start - PAD) / CELL) - MARGIN,
      row: Math.floor((across.start - PAD) / CELL) - MARGIN,
    };
    const last = {
      column: Math.ceil((along.start + along.size - PAD) / CELL) + MARGIN,
      row: Math.ceil((across.start + across.size - PAD) / CELL) + MARGIN,
    };
    const links: SVGTemplateResult[] = [];
    const nodes: SVGTemplateResult[] = [];
    let cursorDrawn = false;
    for (let column = Math.max(0, first.column); column <= Math.min(layout.width - 1, last.column + 1); column++) {
      for (const cell of layout.columns[column] ?? []) {
        const parentRow = cell.parent?.row ?? cell.row;
        // A link is drawn when any of its rows is in view; the node, when its own row is.
        if (cell.parent && Math.max(cell.row, parentRow) >= first.row && Math.min(cell.row, parentRow) <= last.row)
          links.push(this.#link(cell));
        if (cell.row < first.row || cell.row > last.row || column > last.column) continue;
        nodes.push(this.#node(words, review, game, cell, cursor));
        if (cell === cursor) cursorDrawn = true;
      }
    }
    // The keyboard's node is always in the document, for aria-activedescendant.
    if (!cursorDrawn) nodes.push(this.#node(words, review, game, cursor, cursor));
    const size = placeOf(layout.width - 1, layout.height - 1, vertical);
    return html`<div part="tree" class="tree-panel ${placement}${vertical ? ' vertical' : ''}">
      <div class="tree" role="tree" tabindex="0" aria-label=${review.gameTree} aria-describedby="tree-keys"
        aria-activedescendant=${`tree-node-${cursor.index}`} @scroll=${this.#scrolled} @keydown=${(event: KeyboardEvent) => this.#keydown(event, layout)}
        @click=${(event: MouseEvent) => this.#clicked(event, layout)}>
        <svg class="tree-drawing" role="none" width=${size.x + PAD} height=${size.y + PAD}>
          <g class="tree-links">${links}</g>
          <g class="tree-nodes">${nodes}</g>
        </svg>
      </div>
      <p id="tree-keys" class="visually-hidden">${review.treeKeys}</p>
    </div>`;
  }

  /** After a render: measures the view (and keeps measuring it as it resizes), and scrolls the
   * node to reveal into it. */
  afterRender(root: ParentNode): void {
    const tree = root.querySelector<HTMLElement>('.tree');
    if (!tree) return;
    if (tree !== this.#measured) {
      this.#measured = tree;
      this.#resize?.disconnect();
      // Its first report comes once the tree is laid out, and then at each change of size. The
      // tree is measured in the next frame, as a scroll is: drawing it again may change its size
      // (a scroll bar comes or goes), which must be a new report, not one in the same loop.
      this.#resize = new ResizeObserver(() => this.#measureNextFrame(tree));
      this.#resize.observe(tree);
    }
    const node = this.#state.reveal;
    const cell = node ? this.#layout?.cells.get(node) : undefined;
    revealDone(this.#state);
    if (!cell) return;
    const { x, y } = placeOf(cell.column, cell.row, this.#state.vertical);
    const { clientWidth, clientHeight } = tree;
    // Only when the node is out of view, and then to the middle of it: the tree does not jump
    // with every step along a line in view.
    if (x - CELL < tree.scrollLeft || x + CELL > tree.scrollLeft + clientWidth)
      tree.scrollLeft = Math.max(0, x - clientWidth / 2);
    if (y - CELL < tree.scrollTop || y + CELL > tree.scrollTop + clientHeight)
      tree.scrollTop = Math.max(0, y - clientHeight / 2);
    // A scroll made here is drawn by the scroll event it fires, in the next frame.
  }

  disconnect(): void {
    this.#resize?.disconnect();
    this.#resize = null;
    this.#measured = null;
    cancelAnimationFrame(this.#frame);
  }

  #measure(tree: HTMLElement): void {
    const { view } = this.#state;
    measureView(this.#state, {
      left: tree.scrollLeft,
      top: tree.scrollTop,
      width: tree.clientWidth || view.width,
      height: tree.clientHeight || view.height,
    });
  }

  /** Measures the tree in the next frame: one drawing per frame, however many scroll events and
   * size reports the frame had. */
  #measureNextFrame(tree: HTMLElement): void {
    cancelAnimationFrame(this.#frame);
    this.#frame = requestAnimationFrame(() => this.#measure(tree));
  }

  readonly #scrolled = (event: Event): void => this.#measureNextFrame(event.currentTarget as HTMLElement);

  #link(cell: TreeCell): SVGTemplateResult {
    const parent = cell.parent!;
    const point = (column: number, row: number): string => {
      const { x, y } = placeOf(column, row, this.#state.vertical);
      return `${x} ${y}`;
    };
    // Along a line; to the next line over, straight to it; further over, across first, beside
    // the branch, to the line before it.
    const via = cell.row > parent.row + 1 ? `L${point(parent.column, cell.row - 1)}` : '';
    const path = `M${point(parent.column, parent.row)}${via}L${point(cell.column, cell.row)}`;
    return svg`<path class="tree-link${cell.depth === 0 ? ' main' : ''}" d=${path}></path>`;
  }

  #node(words: Words, review: ReviewWords, game: Game, cell: TreeCell, cursor: TreeCell): SVGTemplateResult {
    const { node } = cell;
    const { x, y } = placeOf(cell.column, cell.row, this.#state.vertical);
    const number = node.x < 0 ? 'P' : String(node.moveNumber);
    const shown = node === game.node;
    const judgement = moveJudgement(node);
    const annotation = judgement && JUDGEMENTS[judgement];
    const comment = hasComment(node);
    const kind = node.color === null ? 'empty' : node.x < 0 ? `pass ${node.color}` : node.color;
    const label = list(words, [
      node.moveNumber === 0 && node.color === null ? words.startOfGame : words.moveNumber(node.moveNumber),
      moveText(words, node, game.height) ?? '',
      comment ? review.commentNote : '',
      annotation ? annotation.said(review) : '',
      node.children.length > 1 ? words.variationCount(node.children.length) : '',
    ]);
    return svg`<g role="treeitem" id=${`tree-node-${cell.index}`} class="tree-node ${kind}${shown ? ' shown' : ''}${cell === cursor ? ' cursor' : ''}"
      data-index=${cell.index} aria-label=${label} aria-selected=${shown ? 'true' : 'false'} aria-level=${cell.depth + 1} transform="translate(${x} ${y})">
      <rect class="hit" x=${-CELL / 2} y=${-CELL / 2} width=${CELL} height=${CELL}></rect>
      ${shown ? svg`<circle class="shown-ring" r=${STONE + 3.5}></circle>` : nothing}
      ${node.color === null ? svg`<rect class="tree-empty" x="-4" y="-4" width="8" height="8" transform="rotate(45)"></rect>` : svg`<circle class="tree-stone" r=${STONE}></circle>`}
      ${node.color !== null ? svg`<text class="tree-number" dy=${TEXT_DROP} textLength=${number.length > 2 ? 2 * STONE - 3 : nothing} lengthAdjust=${number.length > 2 ? 'spacingAndGlyphs' : nothing}>${number}</text>` : nothing}
      ${comment ? svg`<circle class="tree-comment" cx=${STONE - 1} cy=${-STONE + 1} r="3"></circle>` : nothing}
      ${annotation ? svg`<text class="tree-annotation" x=${STONE + 1} y=${STONE - 1} dy=${TEXT_DROP}>${annotation.sign}</text>` : nothing}
      <circle class="cursor-ring" r=${STONE + 6}></circle>
    </g>`;
  }

  #clicked(event: MouseEvent, layout: TreeLayout): void {
    const item = (event.target as Element).closest('[data-index]');
    const cell = item ? [...layout.cells.values()][Number(item.getAttribute('data-index'))] : undefined;
    if (!cell) return;
    clickNode(this.#state, cell.node);
    this.#host.goTo(cell.node);
  }

  #keydown(event: KeyboardEvent, layout: TreeLayout): void {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const cell = layout.cells.get(this.#state.cursor ?? layout.root);
    if (!cell) return;
    const { node } = cell;
    let target: GameNode | null | undefined;
    // Along the line to the next move and back, and across to the line beside in the same column:
    // to the right and left in a tree drawn across, down and up in one drawn down.
    const [next, previous, beside, before] = this.#state.vertical
      ? ['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft']
      : ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'];
    switch (event.key) {
      case next:
        target = node.children[0];
        break;
      case previous:
        target = node.parent;
        break;
      case beside:
      case before: {
        const column = layout.columns[cell.column]!;
        target = column[column.indexOf(cell) + (event.key === beside ? 1 : -1)]?.node;
        break;
      }
      case 'Home':
        target = layout.root;
        break;
      case 'End':
        target = node;
        while (target.children[0]) target = target.children[0];
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        this.#host.goTo(node);
        return;
      default:
        return;
    }
    event.preventDefault();
    if (!target) return;
    stepCursor(this.#state, target);
  }
}
