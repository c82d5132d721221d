// Everything under a board being edited: the toolbar, the editing controls (moving through the
// record, undo and redo, pass, delete, download, copy, export), the status line, the variations
// of the node shown, and with the full controls the forms (its comment, the node, the game
// information, the board). The toolbar and the controls come first, so that nothing the editor
// says ever moves them.
import { html, nothing, type TemplateResult } from 'lit';
import type { Color, Game, GameNode } from '@go-board/rules';
import { firstIcon, lastIcon, nextIcon, previousIcon } from '../replay/icons.js';
import { renderVariations } from '../replay/variations.js';
import { list } from '../words/compose.js';
import type { EditorWords, Words } from '../words/words.js';
import { renderForms, type FormActions } from './forms.js';
import { redoIcon, undoIcon } from './icons.js';
import { renderToolbar, type ToolbarActions } from './toolbar.js';
import { toolName, type EditPanel, type EditTool } from './tools.js';

export interface EditPanelState {
  game: Game;
  controls: 'full' | 'minimal';
  tools: readonly EditTool[];
  panels: readonly EditPanel[];
  tool: EditTool;
  focus: EditTool;
  labelText: string;
  /** The last thing the editor said. */
  message: string;
  canUndo: boolean;
  canRedo: boolean;
  /** The continuation the reader last went on through from the node shown. */
  chosen: GameNode | undefined;
  open: ReadonlySet<EditPanel>;
  solver: Color;
  /** The export button and its menu. */
  extra?: unknown;
}

export interface EditPanelActions extends ToolbarActions, FormActions {
  first(): void;
  previous(): void;
  next(): void;
  last(): void;
  goTo(node: GameNode): void;
  undo(): void;
  redo(): void;
  pass(): void;
  deleteNode(): void;
  download(): void;
  copy(): void;
}

function control(
  name: string,
  label: string,
  icon: TemplateResult,
  disabled: boolean,
  run: () => void,
): TemplateResult {
  return html`<button type="button" class="control ${name}" aria-label=${label} title=${label} ?disabled=${disabled} @click=${run}>${icon}</button>`;
}

function action(name: string, label: string, run: () => void, disabled = false): TemplateResult {
  return html`<button type="button" class="action ${name}" ?disabled=${disabled} @click=${run}>${label}</button>`;
}

export function renderEditPanel(
  words: Words,
  editor: EditorWords,
  state: EditPanelState,
  actions: EditPanelActions,
): TemplateResult {
  const { game, controls } = state;
  const node = game.node;
  const atStart = node.parent === null;
  const atEnd = node.children.length === 0;
  const full = controls === 'full';
  return html`
    ${
      state.tools.length > 0
        ? renderToolbar(
            editor,
            { tools: state.tools, current: state.tool, focus: state.focus, labelText: state.labelText },
            actions,
          )
        : nothing
    }
    <div part="controls" class="controls edit" role="group" aria-label=${editor.editControls}>
      <div class="buttons">
        ${control('first', words.firstMove, firstIcon, atStart, actions.first)}
        ${control('previous', words.previousMove, previousIcon, atStart, actions.previous)}
        ${control('next', words.nextMove, nextIcon, atEnd, actions.next)}
        ${control('last', words.lastMove, lastIcon, atEnd, actions.last)}
      </div>
      <div class="buttons">
        ${control('undo', words.undo, undoIcon, !state.canUndo, actions.undo)}
        ${control('redo', editor.redo, redoIcon, !state.canRedo, actions.redo)}
      </div>
      ${state.tools.includes('move') ? action('pass', words.pass, actions.pass, game.isOver) : nothing}
      ${action('delete-node', editor.deleteNode, actions.deleteNode, atStart)}
      ${full ? [action('download', words.downloadSgf, actions.download), action('copy', editor.copySgf, actions.copy), state.extra] : nothing}
    </div>
    <div part="status" class="status">
      <p class="status-line">${list(words, [editor.toolChosen(toolName(editor, state.tool)), words.moveNumber(game.moveNumber), words.toPlay(game.turn)])}</p>
      <p class="message">${state.message}</p>
    </div>
    ${renderVariations(words, node, state.chosen, game.height, actions.goTo)}
    ${full ? renderForms(words, editor, { game, panels: state.panels, open: state.open, solver: state.solver }, actions) : nothing}
  `;
}
