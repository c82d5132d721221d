// The editor's edits of the record: a tool used on a point or from one point to another, a move,
// the node's and the game's forms, the order of the tree, the board's size. Each goes through the
// rules (@go-board/rules: setupPoint, toggleMark, the nodes' setProperty ...), is kept for undo,
// is said aloud, and is told to the page with go-change.
import {
  IllegalMoveError,
  Game,
  gameFromSnapshot,
  hasMark,
  labelAt,
  pointName,
  markLine,
  moveProperty,
  moveVariation,
  nextLabel,
  nodeMarkup,
  nodeTextAsWritten,
  playerToMoveOf,
  promoteVariation,
  resizedGame,
  restoreTree,
  setGameInformation,
  setNodeAnnotations,
  setNodeText,
  setPlayerToMove,
  setupPoint,
  setView,
  snapshotTree,
  toggleDimmed,
  toggleLabel,
  toggleMark,
  toggleSegment,
  viewPoints,
  type Color,
  type GameInformationField,
  type GameNode,
  type NodeAnnotations,
  type NodeProperties,
  type NodeTextField,
  type Point,
  type PointMark,
  type TreeSnapshot,
  samePoint,
} from '@go-board/rules';
import { illegalMoveText } from '../board/point-speech.js';
import { moveText } from '../board/speech.js';
import type { GoChange, GoChangeAction } from '../events/go-change.js';
import { editorWordsOf } from '../words/en-editor.js';
import { list, reasonExplanation, sentence } from '../words/compose.js';
import type { EditorWords, Phrase, Words } from '../words/words.js';
import { EditHistory } from './history.js';
import { toolName, type EditTool } from './tools.js';

/** What the edits need of the mode they work in. */
export interface EditHost {
  game(): Game | null;
  words(): Words;
  /** The label tool's own text, or '' for the next free letter. */
  labelText(): string;
  /** The position shown changed: show it and say `text`. */
  show(text: string): void;
  /** Says `text`, and shows it in the status line. */
  say(text: string): void;
  /** Tells the page (go-change). */
  changed(change: GoChange): void;
  /** Hands the board a new game: the record on another board. `said` is said once it is shown. */
  replace(game: Game, action: GoChangeAction, said: Phrase): void;
}

/** What an edit did: what to say, and what to tell the page when it is not found by itself. */
interface Outcome {
  said: Phrase;
  properties?: string[];
  points?: Point[];
}

/** An edit the rules refused, and why, in words. */
interface Refusal {
  refused: Phrase;
}

const MARKS: Partial<Record<EditTool, PointMark>> = {
  triangle: 'triangle',
  square: 'square',
  circle: 'circle',
  cross: 'cross',
  select: 'selected',
  'territory-black': 'black-territory',
  'territory-white': 'white-territory',
};
const STONES: Partial<Record<EditTool, Color | null>> = { black: 'black', white: 'white', empty: null };

/** A phrase in the editor's words. */
const said =
  (make: (editor: EditorWords, words: Words) => string): Phrase =>
  (words) =>
    make(editorWordsOf(words), words);

/** The properties of a node written or taken away since it held `was`: setting a property gives
 * it a new array, so those not the same array as before were written. */
function changedProperties(was: Readonly<NodeProperties>, now: Readonly<NodeProperties>): string[] {
  const names = new Set([...Object.keys(was), ...Object.keys(now)]);
  return [...names].filter((name) => was[name] !== now[name]);
}

/** The nodes from `node` on: the node and every node after it. */
function subtreeSize(node: GameNode): number {
  let count = 0;
  const stack = [node];
  while (stack.length > 0) {
    count++;
    stack.push(...stack.pop()!.children);
  }
  return count;
}

export class Edits {
  readonly history = new EditHistory();
  readonly #host: EditHost;

  constructor(host: EditHost) {
    this.#host = host;
  }

  /**
   * Uses a point tool at `point`: puts what it puts there, or takes it away when it is there
   * already. `placing` (a drag goes on as it began) puts only, or takes away only. Returns
   * whether the tool put something (true) or took it away (false), or null when nothing changed.
   */
  usePoint(tool: EditTool, point: Point, placing?: boolean, gesture?: unknown): boolean | null {
    let placed: boolean | null = null;
    this.#run(
      tool in STONES ? 'setup' : 'markup',
      (game) => {
        const outcome = this.#pointEdit(game, tool, point, placing);
        placed = outcome?.placed ?? null;
        return outcome;
      },
      gesture,
    );
    return placed;
  }

  /** Uses a point tool on every point of the rectangle between two corners, as one edit, putting
   * or taking away as at the corner `to` (the one just chosen: `from` was used already). */
  useRectangle(tool: EditTool, from: Point, to: Point): void {
    this.#run(tool in STONES ? 'setup' : 'markup', (game) => {
      let placing: boolean | undefined;
      const points: Point[] = [];
      const corners = [to];
      for (let y = Math.min(from.y, to.y); y <= Math.max(from.y, to.y); y++) {
        for (let x = Math.min(from.x, to.x); x <= Math.max(from.x, to.x); x++)
          if (!samePoint({ x, y }, to)) corners.push({ x, y });
      }
      for (const point of corners) {
        const outcome = this.#pointEdit(game, tool, point, placing);
        if (!outcome) continue;
        placing ??= outcome.placed;
        points.push(point);
      }
      return points.length === 0
        ? null
        : { said: said((editor) => editor.usedOnPoints(toolName(editor, tool), points.length)), points };
    });
  }

  /** Draws an arrow or a line from `from` to `to` (or takes it away), or shows that rectangle of
   * the board (`region`; the same point twice shows the whole board). */
  useSegment(tool: 'arrow' | 'line' | 'region', from: Point, to: Point): boolean {
    return this.#run('markup', (game) => {
      const name = (point: Point): string => pointName(point, game.height);
      if (tool === 'region') {
        const whole = samePoint(from, to);
        setView(game, whole ? null : [from, to]);
        return {
          said: whole
            ? said((editor) => editor.wholeBoardShown)
            : said((editor) => editor.regionShown(name(from), name(to))),
          points: whole ? [] : [from, to],
        };
      }
      if (samePoint(from, to)) return null;
      const drawn = toggleSegment(game, tool, from, to);
      return {
        said: said((editor) =>
          (drawn ? editor.segmentDrawn : editor.segmentRemoved)(toolName(editor, tool), name(from), name(to)),
        ),
        points: [from, to],
      };
    });
  }

  /** Shows the whole board again from the node shown (VW). */
  showWholeBoard(): boolean {
    return this.#run('markup', (game) => {
      if (viewPoints(game.node, game.width, game.height).length === 0) return null;
      setView(game, null);
      return { said: said((editor) => editor.wholeBoardShown) };
    });
  }

  /** Plays the side to move at `point`: the move the record has there is followed, another one
   * starts a variation; a move the rules forbid is refused with the reason. */
  play(point: Point): boolean {
    return this.#run('move', (game) => {
      game.play(point);
      return {
        said: (words) => this.#moveSaid(words, game),
        properties: [moveProperty(game.node.color!)],
        points: [point],
      };
    });
  }

  /** The side to move passes. */
  pass(): boolean {
    return this.#run('move', (game) => {
      game.pass();
      return { said: (words) => this.#moveSaid(words, game), properties: [moveProperty(game.node.color!)] };
    });
  }

  /** Deletes the node shown and everything after it; the board shows the node before it. */
  deleteNode(): boolean {
    return this.#run('delete', (game) => {
      const node = game.node;
      if (!node.parent) return null;
      const count = subtreeSize(node);
      game.removeNode(node);
      return { said: said((editor) => editor.deleted(count)), properties: [] };
    });
  }

  /** Makes the line of the node shown the main line. */
  promote(): boolean {
    return this.#run('promote', (game) =>
      game.node.parent && promoteVariation(game, game.node)
        ? { said: said((editor) => editor.promoted), properties: [] }
        : null,
    );
  }

  /** Moves the node shown one place up (-1) or down (1) among its siblings. */
  reorder(offset: -1 | 1): boolean {
    return this.#run('reorder', (game) =>
      game.node.parent && moveVariation(game, game.node, offset)
        ? { said: said((editor) => (offset < 0 ? editor.movedUp : editor.movedDown)), properties: [] }
        : null,
    );
  }

  /** Sets the player to move (PL) at the position shown, or with null leaves it to the moves. */
  setPlayer(color: Color | null): boolean {
    return this.#run('setup', (game) => {
      if (playerToMoveOf(game.node) === color) return null;
      setPlayerToMove(game, color);
      return { said: color ? (words) => words.toPlay(color) : said((editor) => editor.playerFromMoves) };
    });
  }

  /** Judges the node's move or position, or makes it a hotspot or not; `name` is how the form
   * calls the choice. */
  annotate(annotations: Partial<NodeAnnotations>, name: string): boolean {
    return this.#run('annotation', (game) => {
      setNodeAnnotations(game.node, annotations);
      return { said: () => name };
    });
  }

  /** Marks the line of the node shown right or wrong, for a problem (or takes the mark away). */
  markLine(mark: 'right' | 'wrong' | null, name: string): boolean {
    return this.#run('annotation', (game) => {
      markLine(game.node, mark);
      return { said: said((editor) => list(this.#host.words(), [editor.lineMark, name])) };
    });
  }

  /** Writes the node's comment or name; blank takes it away. Typing in one field is one step of
   * undo. */
  setNodeText(text: NodeTextField, value: string, field: string, gesture: unknown): boolean {
    return this.#run(
      'comment',
      (game) => {
        const node = game.node;
        if (nodeTextAsWritten(node, text) === value) return null;
        setNodeText(node, text, value);
        return { said: said((editor) => editor.fieldChanged(field)) };
      },
      gesture,
    );
  }

  /** Writes a field of the game information into the root; empty takes it away. A result, komi
   * or handicap that is no such thing is refused with what was expected. */
  setInfo(name: GameInformationField, value: string, field: string): boolean {
    return this.#run('info', (game) => {
      const root = game.root;
      const was = { ...root.props };
      try {
        if (!setGameInformation(game, { [name]: value.trim() })) return null;
      } catch (error) {
        // The rules refuse a komi that is no number, a result SGF cannot write and a handicap that
        // is no count of stones, changing nothing.
        if (!(error instanceof RangeError)) throw error;
        const expected = (editor: EditorWords): string =>
          name === 'komi' ? editor.komiExpected : name === 'handicap' ? editor.handicapExpected : editor.resultExpected;
        return { refused: said((editor) => editor.cannotSet(field, expected(editor))) };
      }
      return { said: said((editor) => editor.fieldChanged(field)), properties: changedProperties(was, root.props) };
    });
  }

  /** Puts the record on a board of another size, if everything on it fits there. */
  resize(width: number, height: number): boolean {
    const game = this.#host.game();
    if (!game || (game.width === width && game.height === height)) return false;
    const size = (words: Words): string => words.boardSize(width, height);
    let resized: Game;
    try {
      resized = resizedGame(game, width, height);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      const valid = [width, height].every((side) => Number.isInteger(side) && side >= 1 && side <= 25);
      const words = this.#host.words();
      const editor = editorWordsOf(words);
      this.#host.say(
        valid
          ? editor.cannotResize(size(words))
          : editor.cannotSet(list(words, [editor.boardWidth, editor.boardHeight]), editor.sizeExpected),
      );
      return false;
    }
    this.history.push(
      snapshotTree(game),
      said((editor, words) => editor.resized(size(words))),
    );
    this.#host.replace(
      resized,
      'size',
      said((editor, words) => editor.resized(size(words))),
    );
    return true;
  }

  /** Starts a new empty record on a width x height board (an edit like any other: undo brings
   * the record back). */
  newBoard(width: number, height: number): boolean {
    const game = this.#host.game();
    if (!game) return false;
    if (![width, height].every((side) => Number.isInteger(side) && side >= 1 && side <= 25)) {
      const words = this.#host.words();
      const editor = editorWordsOf(words);
      this.#host.say(editor.cannotSet(list(words, [editor.boardWidth, editor.boardHeight]), editor.sizeExpected));
      return false;
    }
    const made = said((editor, words) => editor.newBoardMade(words.boardSize(width, height)));
    this.history.push(snapshotTree(game), made);
    this.#host.replace(new Game({ width, height }), 'size', made);
    return true;
  }

  /** Takes back the last edit; false when there is none. */
  undo(): boolean {
    return this.#travel('undo');
  }

  /** Makes again the edit last taken back; false when there is none. */
  redo(): boolean {
    return this.#travel('redo');
  }

  #travel(action: 'undo' | 'redo'): boolean {
    const game = this.#host.game();
    if (!game) return false;
    const step = this.history[action](game);
    const words = this.#host.words();
    if (!step) {
      this.#host.say(action === 'undo' ? editorWordsOf(words).nothingToUndo : editorWordsOf(words).nothingToRedo);
      return false;
    }
    const told = said((editor, words) => (action === 'undo' ? editor.undone : editor.redone)(step.said(words)));
    this.#restore(game, step.snapshot, action, told);
    return true;
  }

  /** Brings the record back to a snapshot: in place, or as a new game when the board's size differs. */
  #restore(game: Game, snapshot: TreeSnapshot, action: GoChangeAction, told: Phrase): void {
    if (snapshot.width !== game.width || snapshot.height !== game.height) {
      this.#host.replace(gameFromSnapshot(snapshot, game.ko), action, told);
      return;
    }
    restoreTree(game, snapshot);
    this.#host.show(told(this.#host.words()));
    this.#host.changed({ action, properties: [], node: game.node, points: [] });
  }

  /**
   * Runs one edit: keeps the record as it was, and when the edit changed anything, says it and
   * tells the page. A move the rules forbid is refused with their reason, changing nothing.
   */
  #run(action: GoChangeAction, edit: (game: Game) => Outcome | Refusal | null, gesture?: unknown): boolean {
    const game = this.#host.game();
    if (!game) return false;
    const before = snapshotTree(game);
    const node = game.node;
    const props = { ...node.props };
    let outcome: Outcome | Refusal | null;
    try {
      outcome = edit(game);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      const words = this.#host.words();
      const { reason, x, y } = error;
      this.#host.say(
        typeof x === 'number' && typeof y === 'number'
          ? illegalMoveText(words, reason, { x, y }, game.height)
          : sentence(words, reasonExplanation(words, reason)),
      );
      return false;
    }
    if (!outcome) return false;
    if ('refused' in outcome) {
      this.#host.say(outcome.refused(this.#host.words()));
      return false;
    }
    this.history.push(before, outcome.said, gesture);
    const shown = game.node;
    const properties = outcome.properties ?? changedProperties(shown === node ? props : {}, shown.props);
    const text = outcome.said(this.#host.words());
    if (shown !== node) this.#host.show(text);
    else this.#host.say(text);
    this.#host.changed({ action, properties, node: shown, points: outcome.points ?? [] });
    return true;
  }

  /** A point tool's edit at `point`, or null when it changes nothing (see usePoint). */
  #pointEdit(
    game: Game,
    tool: EditTool,
    point: Point,
    placing: boolean | undefined,
  ): (Outcome & { placed: boolean }) | null {
    const name = pointName(point, game.height);
    const node = game.node;
    if (tool in STONES) {
      const stone = STONES[tool]!;
      const now = game.at(point);
      const put = placing ?? (stone !== null && now !== stone);
      if (put ? stone === null || now === stone : now === null || (stone !== null && now !== stone)) return null;
      setupPoint(game, point, put ? stone : null);
      return {
        placed: put,
        points: [point],
        said: said((editor) => (put ? editor.stonePlaced(stone!, name) : editor.stoneRemoved(now!, name))),
      };
    }
    const mark = MARKS[tool];
    if (mark) {
      const there = hasMark(node, mark, point);
      if (placing !== undefined && placing === there) return null;
      const put = toggleMark(game, mark, point);
      return {
        placed: put,
        points: [point],
        said: said((editor) => (put ? editor.markPlaced : editor.markRemoved)(toolName(editor, tool), name)),
      };
    }
    if (tool === 'dim') {
      const there = nodeMarkup(node, game.width, game.height).dimmed.some((other) => samePoint(other, point));
      if (placing !== undefined && placing === there) return null;
      const put = toggleDimmed(game, point);
      return {
        placed: put,
        points: [point],
        said: said((editor) => (put ? editor.pointDimmed(name) : editor.pointUndimmed(name))),
      };
    }
    if (tool === 'label' || tool === 'number') {
      const own = this.#host.labelText().trim();
      const kind = tool === 'label' ? 'letter' : 'number';
      const there = labelAt(node, point);
      // The same mark again takes it away: the label's own text, or any letter (number) the tool writes.
      const same =
        there !== null &&
        (tool === 'label' && own ? there === own : kind === 'number' ? /^\d+$/.test(there) : !/^\d+$/.test(there));
      if (placing !== undefined && placing === same) return null;
      const text = same ? there! : tool === 'label' && own ? own : nextLabel(node, kind);
      const put = toggleLabel(game, point, text);
      return {
        placed: put,
        points: [point],
        said: said((editor) => (put ? editor.labelPlaced : editor.labelRemoved)(text, name)),
      };
    }
    return null;
  }

  /** A move just played, in words: "Black D4", with its captures. */
  #moveSaid(words: Words, game: Game): string {
    const captures = game.lastCaptures;
    return sentence(
      words,
      list(words, [moveText(words, game.node, game.height) ?? '', captures > 0 ? words.capturedStones(captures) : '']),
    );
  }
}
