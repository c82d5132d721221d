// The editor (`mode="edit"`): a teacher or a blogger writes a diagram, a problem or a commented
// game right where it will be shown, and the page saves its SGF (`board.sgf`, read at any time;
// `go-change` after every edit). It puts together the edits of the record (Edits, each through
// the rules), their undo and redo, the reader's hands on the board (EditHands), the toolbar and
// the forms under the board, and what the board draws and says while it is being edited.
//
// Tools (`tool`, limited by `tools`): moves (the rules apply; another move than the recorded one
// starts a variation), setup stones and empty points (AB, AW, AE; after a move they go into a new
// node, as SGF keeps setup and moves apart), the marks (TR, SQ, CR, MA, SL, DD, TB, TW), letters
// and numbers (LB), arrows and lines (AR, LN) and the visible region (VW). The same mark again
// takes it away; a drag, or Shift with a click or Enter, uses a tool on several points. The board
// shows the whole board while it is edited, with the visible region outlined.
import type { TemplateResult } from 'lit';
import {
  BOARD_SIZE_PROPERTY,
  nodeAtPath,
  pathTo,
  solverOf,
  pointName,
  recordFileName,
  type Game,
  type GameNode,
  type Point,
} from '@go-board/rules';
import type { ConfirmMoves } from '../attributes.js';
import type { BoardScene } from '../board/board.js';
import type { MarkLayer } from '../board/marks.js';
import { wholeBoard, type BoardRegion } from '../board/coordinates.js';
import { describePoint, legalityNotes, pointDescription } from '../board/point-speech.js';
import { boardName } from '../board/speech.js';
import type { GoChange, GoChangeAction } from '../events/go-change.js';
import { ExportButton } from '../export/export-button.js';
import type { BoardMode, ModeContext } from '../modes/mode.js';
import { downloadText } from '../record/download.js';
import { editorWordsOf } from '../words/en-editor.js';
import { headed, list, sentence } from '../words/compose.js';
import type { EditorWords, Phrase, Words } from '../words/words.js';
import { Edits } from './edits.js';
import {
  chooseTool,
  editRecord,
  focusDone,
  focusTool,
  tell,
  toggleSection,
  typeLabel,
  type EditRecord,
} from './edit-state.js';
import { EditHands } from './hands.js';
import { editDrawers } from './drawers.js';
import { editMarks } from './marks.js';
import { syncFields } from './forms.js';
import { renderEditPanel } from './panel.js';
import { isTool, kindOf, PANELS, readTools, toolName, TOOLS, toolOfKey, type EditTool } from './tools.js';

/** The element's settings the editor reads (the element itself), and what it does for it. */
export interface EditSettings {
  readonly mode: string;
  tool: EditTool;
  readonly tools: string | null;
  readonly confirmMoves: ConfirmMoves;
  /** The record as it stands (read), or a record to load (written: the record on another board). */
  sgf: string | null;
  copy(): Promise<void>;
  first(): boolean;
  previous(): boolean;
  next(): boolean;
  last(): boolean;
  goTo(target: GameNode): boolean;
}

/** The record the editor handed the board (on another board), waiting to be shown. */
interface Replacing {
  sgf: string;
  path: number[];
  action: GoChangeAction;
  said: Phrase;
}

/** The last node of the line from `node`: the continuations last gone through, else the main line. */
function lineEnd(node: GameNode): GameNode {
  let end = node;
  while (end.children.length > 0) end = end.chosenChild ?? end.children[0]!;
  return end;
}

export class EditMode implements BoardMode {
  readonly #context: ModeContext;
  readonly #settings: EditSettings;
  readonly #edits: Edits;
  readonly #hands: EditHands;
  readonly showsVariations = true;
  readonly busy = false;
  /** What the editor draws of its own (./edit-state.ts), changed only by its transitions. */
  readonly #record: EditRecord;
  /** The game last edited: another one (a new record) starts a new history. */
  #edited: Game | null = null;
  #replacing: Replacing | null = null;
  /** The `tools` value last read, so a bad one is said once. */
  #toolsRead: string | null | undefined = undefined;
  readonly #export: ExportButton;

  constructor(context: ModeContext, settings: EditSettings) {
    Object.assign(context.drawers, editDrawers);
    this.#context = context;
    this.#settings = settings;
    this.#export = new ExportButton(context.exporting, (text) => context.say(text));
    const { host } = context;
    // The editor's record asks for the board's update; its hands change the board's own state.
    this.#record = editRecord(() => host.requestUpdate());
    this.#edits = new Edits({
      game: () => this.#game,
      words: () => context.words(),
      labelText: () => this.#record.labelText,
      show: (text) => {
        tell(this.#record, () => text);
        this.#hands.moved();
        context.show(text);
      },
      say: (text) => this.#say(() => text),
      changed: (change) => this.#changed(change),
      replace: (game, action, said) => this.#replace(game, action, said),
    });
    this.#hands = new EditHands(context.state, {
      geometry: () => context.scene().geometry,
      svg: () => context.svg(),
      tool: () => this.tool,
      confirmMoves: () => settings.confirmMoves,
      // With `tools` naming only forms, the board offers no tool: a point is only read.
      usePoint: (point, placing, gesture) =>
        this.#offersTools ? this.#edits.usePoint(this.tool, point, placing, gesture) : null,
      useRectangle: (from, to) => this.#offersTools && this.#edits.useRectangle(this.tool, from, to),
      useSegment: (from, to) =>
        void (this.#offersTools && this.#edits.useSegment(this.tool as 'arrow' | 'line' | 'region', from, to)),
      play: (point) => void (this.#offersTools && this.#edits.play(point)),
      started: (point) =>
        this.#say((words) =>
          this.#editor(words).chooseEnd(toolName(this.#editor(words), this.tool), pointName(point, this.#game!.height)),
        ),
      confirming: (point, by) =>
        this.#say((words) =>
          sentence(
            words,
            headed(
              words,
              pointDescription(words, this.#game!, point, []),
              by === 'touch' ? words.tapAgain : words.clickAgain,
            ),
          ),
        ),
      cursorMoved: (point) => context.say(describePoint(context, point)),
    });
    host.addController({
      hostUpdate: () => this.#checkSettings(),
      hostUpdated: () => {
        if (settings.mode !== 'edit' || !host.shadowRoot) return;
        syncFields(host.shadowRoot);
        this.#focusTool();
      },
    });
    // A drag ends where the pointer is released, which may be off the board area (the element
    // hears it wherever it is inside).
    host.addEventListener('pointerup', (event) => {
      if (settings.mode === 'edit' && this.#game) this.#hands.pointerup(event);
    });
  }

  /** The tool in use: the element's `tool`, when the editor offers it. */
  get tool(): EditTool {
    const { tools } = readTools(this.#settings.tools);
    const tool = this.#settings.tool;
    return isTool(tool) && tools.includes(tool) ? tool : (tools[0] ?? 'move');
  }

  /** Whether `tools` offers any tool (it may name only forms). */
  get #offersTools(): boolean {
    return readTools(this.#settings.tools).tools.length > 0;
  }

  get #game(): Game | null {
    return this.#context.host.game;
  }

  get region(): BoardRegion | null {
    const game = this.#game;
    return game ? wholeBoard(game.width, game.height) : null;
  }

  get cursor(): Point | null {
    return this.#hands.cursor;
  }

  get areaClass(): string {
    return `editing${kindOf(this.tool) === 'segment' ? ' drag-tool' : ''}`;
  }

  start(game: Game): void {
    const replacing = this.#replacing;
    this.#replacing = null;
    if (replacing && this.#settings.sgf === replacing.sgf) {
      // The record the editor put on another board: where it was, with its history.
      game.goTo(nodeAtPath(game.root, replacing.path));
      this.#say(replacing.said);
      // Told once the board has said it loaded the record (go-load comes first).
      queueMicrotask(() =>
        this.#changed({
          action: replacing.action,
          properties: replacing.action === 'size' ? [BOARD_SIZE_PROPERTY] : [],
          node: game.node,
          points: [],
        }),
      );
    } else if (game !== this.#edited) {
      this.#edits.history.clear();
      tell(this.#record, null);
    }
    this.#edited = game;
    this.#hands.reset();
  }

  stop(): void {
    this.#hands.stop();
  }

  keysHelp(words: Words): string {
    return this.#editor(words).editorKeys;
  }

  drawing(game: Game): MarkLayer {
    const hands = this.#hands;
    return editMarks(game, this.tool, { aim: hands.aim, pending: hands.state.pending, segment: hands.segment });
  }

  name(words: Words, label: string, game: Game, scene: BoardScene): string {
    return boardName(
      words,
      list(words, [label, this.#editor(words).editorInName]),
      game,
      lineEnd(game.node).moveNumber,
      scene.board,
      scene.markup,
    );
  }

  panel(words: Words, game: Game, controls: 'full' | 'minimal' | 'none'): TemplateResult | null {
    if (controls === 'none') return null;
    const editor = this.#editor(words);
    const { tools, panels } = readTools(this.#settings.tools);
    const settings = this.#settings;
    const record = this.#record;
    const navigate = (step: () => boolean) => () => {
      if (step()) this.#hands.moved();
    };
    return renderEditPanel(
      words,
      editor,
      {
        game,
        controls,
        tools,
        panels,
        tool: this.tool,
        focus: record.focus !== null && tools.includes(record.focus) ? record.focus : this.tool,
        labelText: record.labelText,
        message: record.message?.(words) ?? '',
        canUndo: this.#edits.history.canUndo,
        canRedo: this.#edits.history.canRedo,
        chosen: game.node.chosenChild ?? undefined,
        open: record.open,
        solver: solverOf(game.root),
        extra: this.#export.render(words),
      },
      {
        choose: (tool) => this.#choose(tool),
        focus: (tool) => focusTool(record, tool),
        labelText: (text) => typeLabel(record, text),
        first: navigate(() => settings.first()),
        previous: navigate(() => settings.previous()),
        next: navigate(() => settings.next()),
        last: navigate(() => settings.last()),
        goTo: (node) => navigate(() => settings.goTo(node))(),
        undo: () => this.undoEdit(),
        redo: () => this.redoEdit(),
        pass: () => this.#edits.pass(),
        deleteNode: () => this.#edits.deleteNode(),
        download: () =>
          downloadText(game.toSgf(), `${recordFileName(game.root) ?? 'record'}.sgf`, 'application/x-go-sgf'),
        copy: () => this.#copy(),
        annotate: (annotations, name) => this.#edits.annotate(annotations, name),
        setPlayer: (color) => this.#edits.setPlayer(color),
        markLine: (mark, name) => this.#edits.markLine(mark, name),
        promote: () => this.#edits.promote(),
        reorder: (offset) => this.#edits.reorder(offset),
        setNodeText: (name, value, field) =>
          this.#edits.setNodeText(name, value, field, `${name}:${pathTo(game.node).join(',')}`),
        setInfo: (name, value, field) => this.#edits.setInfo(name, value, field),
        resize: (width, height) => this.#edits.resize(width, height),
        newBoard: (width, height) => this.#edits.newBoard(width, height),
        wholeBoard: () => this.#edits.showWholeBoard(),
        toggle: (section, open) => toggleSection(record, section, open),
      },
    );
  }

  pointNotes(words: Words, game: Game, point: Point): string[] {
    return this.tool === 'move' ? legalityNotes(words, game, point) : [];
  }

  keydown(event: KeyboardEvent): void {
    const key = event.key.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && !event.altKey && (key === 'z' || key === 'y')) {
      event.preventDefault();
      if (key === 'y' || event.shiftKey) this.redoEdit();
      else this.undoEdit();
      return;
    }
    if (this.#hands.keydown(event)) return event.preventDefault();
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const { tools } = readTools(this.#settings.tools);
    const tool = toolOfKey(event);
    if (tool && tools.includes(tool)) {
      event.preventDefault();
      this.#choose(tool);
      this.#say((words) => this.#editor(words).toolChosen(toolName(this.#editor(words), tool)));
    } else if (key === 'p' && !event.shiftKey && tools.includes('move')) {
      event.preventDefault();
      this.#edits.pass();
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      this.#edits.deleteNode();
    } else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      if (event.key === 'PageUp' ? this.#settings.previous() : this.#settings.next()) this.#hands.moved();
    }
  }

  click(event: MouseEvent): void {
    this.#hands.click(event);
  }

  pointerdown(event: PointerEvent): void {
    this.#hands.pointerdown(event);
  }

  pointermove(event: PointerEvent): void {
    this.#hands.pointermove(event);
  }

  pointerleave(): void {
    this.#hands.pointerleave();
  }

  blur(): void {
    this.#hands.blur();
  }

  // The editor's API, as the element offers it to the page.

  undoEdit(): boolean {
    this.#hands.forget();
    return this.#edits.undo();
  }

  redoEdit(): boolean {
    this.#hands.forget();
    return this.#edits.redo();
  }

  #editor(words: Words): EditorWords {
    return editorWordsOf(words);
  }

  #say(phrase: Phrase): void {
    tell(this.#record, phrase);
    this.#context.say(phrase(this.#context.words()));
  }

  #changed(change: GoChange): void {
    this.#context.events.change(change);
  }

  #choose(tool: EditTool): void {
    this.#settings.tool = tool;
    chooseTool(this.#record, tool);
    this.#hands.forget();
  }

  async #copy(): Promise<void> {
    try {
      await this.#settings.copy();
      this.#say((words) => this.#editor(words).sgfCopied);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      this.#say((words) => this.#editor(words).copyFailed(detail));
    }
  }

  /** Hands the board a record on another board: it loads through `sgf` (a game's board keeps its
   * size), and start() takes it back where it was. */
  #replace(game: Game, action: GoChangeAction, said: Phrase): void {
    const sgf = game.toSgf();
    this.#replacing = { sgf, path: pathTo(game.node), action, said };
    game.dispose();
    this.#hands.forget();
    this.#settings.sgf = sgf;
  }

  /** Moves the focus to the toolbar's tab stop after the arrow keys moved it. */
  #focusTool(): void {
    const record = this.#record;
    if (!record.focusing) return;
    focusDone(record);
    const button = this.#context.host.shadowRoot?.querySelector<HTMLButtonElement>(
      `button.tool[data-tool="${record.focus}"]`,
    );
    button?.focus();
  }

  /** Says a `tool` or `tools` value the editor cannot use, as the board says its other settings,
   * and carries on with the tools it can. */
  #checkSettings(): void {
    const settings = this.#settings;
    if (settings.mode !== 'edit') return;
    if (settings.tools !== this.#toolsRead) {
      this.#toolsRead = settings.tools;
      const { unknown, tools } = readTools(settings.tools);
      if (unknown.length > 0)
        this.#report('tools', settings.tools ?? '', [...TOOLS, ...PANELS].join(' | '), tools.join(' '));
    }
    const tool = settings.tool;
    if (!isTool(tool)) {
      this.#report('tool', String(tool), TOOLS.join(' | '), this.tool);
      settings.tool = this.tool;
    }
  }

  #report(attribute: string, received: string, expected: string, fallback: string): void {
    this.#context.report({ attribute, received, expected, fallback });
  }
}
