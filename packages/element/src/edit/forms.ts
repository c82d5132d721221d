// The editor's forms: the node shown (its name, its annotations, the player to move, a problem's
// line, the order of its variation), its comment, the game information, and the board's size.
// Text the reader types goes into the record as it is typed (the comment, the node's name) or
// when a field is left (the game information, checked then). Each field carries the record's
// value (`data-value`), which the editor writes into it after each render unless the reader is in
// it (syncFields): a field refused, an undo, another node, all show the record as it is.
import { html, nothing, type TemplateResult } from 'lit';
import {
  GAME_INFORMATION_FIELDS,
  gameInformationAsWritten,
  markOf,
  nodeAnnotations,
  nodeTextAsWritten,
  playerToMoveOf,
  type Color,
  type Game,
  type GameInformationField,
  type MoveJudgement,
  type NodeAnnotations,
  type NodeTextField,
  type PositionJudgement,
} from '@go-board/rules';
import type { EditorWords, Words } from '../words/words.js';
import type { EditPanel } from './tools.js';

export interface FormActions {
  annotate(annotations: Partial<NodeAnnotations>, name: string): void;
  setPlayer(color: Color | null): void;
  markLine(mark: 'right' | 'wrong' | null, name: string): void;
  promote(): void;
  reorder(offset: -1 | 1): void;
  setNodeText(text: NodeTextField, value: string, field: string): void;
  setInfo(name: GameInformationField, value: string, field: string): void;
  resize(width: number, height: number): void;
  newBoard(width: number, height: number): void;
  wholeBoard(): void;
  /** A section was opened or closed. */
  toggle(section: EditPanel, open: boolean): void;
}

/** The value of a form control that changed. */
const valueOf = (event: Event): string =>
  (event.target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement).value;

/** A select of choices (value, name), the current one selected. */
function choice(
  label: string,
  current: string,
  options: [string, string][],
  change: (value: string, name: string) => void,
  disabled = false,
): TemplateResult {
  const changed = (event: Event): void => {
    const value = valueOf(event);
    change(value, options.find(([option]) => option === value)?.[1] ?? value);
  };
  return html`<label class="field">${label}
    <select ?disabled=${disabled} data-value=${current} @change=${changed}>${options.map(([value, name]) => html`<option value=${value}>${name}</option>`)}</select>
  </label>`;
}

function section(
  name: EditPanel,
  title: string,
  open: boolean,
  actions: FormActions,
  content: TemplateResult,
): TemplateResult {
  return html`<details class="edit-section section-${name}" ?open=${open} @toggle=${(event: Event) => actions.toggle(name, (event.target as HTMLDetailsElement).open)}>
    <summary>${title}</summary>
    <div class="section-body">${content}</div>
  </details>`;
}

/** The node shown: name, annotations, player to move, a problem's line, its variation's place. */
function nodeForm(words: Words, editor: EditorWords, game: Game, solver: Color, actions: FormActions): TemplateResult {
  const node = game.node;
  const siblings = node.parent?.children ?? [node];
  const index = siblings.indexOf(node);
  const player = playerToMoveOf(node);
  const mark = markOf(node, solver);
  const annotations = nodeAnnotations(node);
  return html`
    <label class="field wide">${editor.nodeName}
      <input type="text" data-value=${nodeTextAsWritten(node, 'name')} @input=${(event: Event) => actions.setNodeText('name', valueOf(event), editor.nodeName)}>
    </label>
    ${choice(
      editor.moveAnnotation,
      annotations.move ?? '',
      [
        ['', editor.noAnnotation],
        ['tesuji', editor.annotateGoodMove],
        ['bad', editor.annotateBadMove],
        ['doubtful', editor.annotateDoubtful],
        ['interesting', editor.annotateInteresting],
      ],
      (value, name) => actions.annotate({ move: (value || null) as MoveJudgement | null }, name),
      node.color === null,
    )}
    ${choice(
      editor.positionAnnotation,
      annotations.position ?? '',
      [
        ['', editor.noAnnotation],
        ['good-for-black', editor.goodForBlack],
        ['good-for-white', editor.goodForWhite],
        ['even', editor.evenPosition],
        ['unclear', editor.unclearPosition],
      ],
      (value, name) => actions.annotate({ position: (value || null) as PositionJudgement | null }, name),
    )}
    <label class="field check"><input type="checkbox" data-checked=${annotations.hotspot ? 'true' : 'false'}
      @change=${(event: Event) => actions.annotate({ hotspot: (event.target as HTMLInputElement).checked }, editor.hotspot)}> ${editor.hotspot}</label>
    ${choice(
      editor.playerToMove,
      player ?? '',
      [
        ['', editor.playerFromMoves],
        ['black', words.black],
        ['white', words.white],
      ],
      (value) => actions.setPlayer(value === 'black' || value === 'white' ? value : null),
    )}
    ${choice(
      editor.lineMark,
      mark === 'none' ? '' : mark,
      [
        ['', editor.lineUnmarked],
        ['right', editor.lineRight],
        ['wrong', editor.lineWrong],
      ],
      (value, name) => actions.markLine(value === 'right' || value === 'wrong' ? value : null, name),
      node.parent === null,
    )}
    <div class="field-row" role="group" aria-label=${editor.variationOrder}>
      <span class="row-title">${editor.variationOrder}</span>
      <button type="button" class="action promote" ?disabled=${!lineIsVariation(game)} @click=${actions.promote}>${editor.makeMainLine}</button>
      <button type="button" class="action move-up" ?disabled=${index <= 0} @click=${() => actions.reorder(-1)}>${editor.moveUp}</button>
      <button type="button" class="action move-down" ?disabled=${index < 0 || index >= siblings.length - 1} @click=${() => actions.reorder(1)}>${editor.moveDown}</button>
    </div>`;
}

/** Whether the line of the node shown leaves the main line somewhere above it. */
function lineIsVariation(game: Game): boolean {
  for (let node = game.node; node.parent; node = node.parent) if (node.parent.children[0] !== node) return true;
  return false;
}

/** The game information, written into the root when a field is left. */
function infoForm(words: Words, editor: EditorWords, game: Game, actions: FormActions): TemplateResult {
  const names: Record<GameInformationField, string> = {
    name: editor.gameName,
    black: editor.blackPlayer,
    blackRank: editor.blackRank,
    white: editor.whitePlayer,
    whiteRank: editor.whiteRank,
    result: words.result,
    date: words.date,
    event: words.event,
    round: editor.roundLabel,
    place: words.place,
    komi: words.komi,
    handicap: words.handicap,
    rules: editor.rules,
    source: editor.source,
  };
  const written = gameInformationAsWritten(game.root);
  return html`<div class="info-fields">${GAME_INFORMATION_FIELDS.map(
    (name) => html`<label class="field">${names[name]}
      <input type="text" name=${name} data-value=${written[name]} inputmode=${name === 'komi' ? 'decimal' : name === 'handicap' ? 'numeric' : nothing}
        @change=${(event: Event) => actions.setInfo(name, valueOf(event), names[name])}>
    </label>`,
  )}</div>`;
}

/** The board's size, a new board, and the whole board shown again. */
function boardForm(editor: EditorWords, game: Game, actions: FormActions): TemplateResult {
  const submit = (event: SubmitEvent): void => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const side = (name: string): number => Number((form.elements.namedItem(name) as HTMLInputElement).value);
    if ((event.submitter as HTMLButtonElement | null)?.value === 'new') actions.newBoard(side('width'), side('height'));
    else actions.resize(side('width'), side('height'));
  };
  return html`<form class="board-form" @submit=${submit}>
    <label class="field">${editor.boardWidth} <input type="number" name="width" min="1" max="25" required data-value=${game.width}></label>
    <label class="field">${editor.boardHeight} <input type="number" name="height" min="1" max="25" required data-value=${game.height}></label>
    <button type="submit" class="action resize" value="resize">${editor.changeSize}</button>
    <button type="submit" class="action new-board" value="new">${editor.newBoard}</button>
    <button type="button" class="action whole-board" @click=${actions.wholeBoard}>${editor.showWholeBoard}</button>
  </form>`;
}

export interface FormsState {
  game: Game;
  panels: readonly EditPanel[];
  open: ReadonlySet<EditPanel>;
  /** The colour that solves the record as a problem, for its lines' marks. */
  solver: Color;
}

/** The forms under the editor's controls, those `tools` offers. */
export function renderForms(
  words: Words,
  editor: EditorWords,
  state: FormsState,
  actions: FormActions,
): TemplateResult {
  const { game, panels, open } = state;
  const comment = nodeTextAsWritten(game.node, 'comment');
  return html`<div part="editor" class="edit-forms">
    ${
      panels.includes('comment')
        ? html`<label class="field comment-field">${editor.comment}
          <textarea rows="3" data-value=${comment} @input=${(event: Event) => actions.setNodeText('comment', valueOf(event), editor.comment)}></textarea>
        </label>`
        : nothing
    }
    ${panels.includes('node') ? section('node', editor.nodeSection, open.has('node'), actions, nodeForm(words, editor, game, state.solver, actions)) : nothing}
    ${panels.includes('info') ? section('info', editor.gameInfo, open.has('info'), actions, infoForm(words, editor, game, actions)) : nothing}
    ${panels.includes('board') ? section('board', editor.boardSection, open.has('board'), actions, boardForm(editor, game, actions)) : nothing}
  </div>`;
}

/** Writes the record's values into the form's fields (see above), but into the one the reader
 * is typing in. */
export function syncFields(root: ShadowRoot): void {
  const typing = root.activeElement;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    '[data-value]',
  )) {
    if (field !== typing && field.value !== field.dataset.value) field.value = field.dataset.value!;
  }
  for (const box of root.querySelectorAll<HTMLInputElement>('[data-checked]'))
    box.checked = box.dataset.checked === 'true';
}
