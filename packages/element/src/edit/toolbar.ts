// The editor's toolbar: a real toolbar (ARIA's pattern). One button per tool offered, the current
// one pressed (aria-pressed); Tab reaches the toolbar once, on the button that had the focus last
// (a roving tabindex), and the arrow keys, Home and End move along it; Enter or Space chooses.
import { html, type TemplateResult } from 'lit';
import type { EditorWords } from '../words/words.js';
import { toolIcon } from './icons.js';
import { keyOf, toolName, type EditTool } from './tools.js';

export interface ToolbarState {
  tools: readonly EditTool[];
  current: EditTool;
  /** The button that holds the toolbar's tab stop. */
  focus: EditTool;
  /** The label tool's own text. */
  labelText: string;
}

export interface ToolbarActions {
  choose(tool: EditTool): void;
  /** The tab stop moved to `tool` (the arrow keys): the toolbar focuses it once drawn. */
  focus(tool: EditTool): void;
  labelText(text: string): void;
}

/** The tool the arrow keys, Home and End move to from `from`, or null for another key. */
function toolbarStep(key: string, tools: readonly EditTool[], from: EditTool): EditTool | null {
  const index = tools.indexOf(from);
  const last = tools.length - 1;
  const to =
    key === 'ArrowRight' || key === 'ArrowDown'
      ? (index + 1) % tools.length
      : key === 'ArrowLeft' || key === 'ArrowUp'
        ? (index + last) % tools.length
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : -1;
  return to < 0 ? null : tools[to]!;
}

export function renderToolbar(editor: EditorWords, state: ToolbarState, actions: ToolbarActions): TemplateResult {
  const keydown = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey || !(event.target as Element).matches('button.tool')) return;
    const to = toolbarStep(event.key, state.tools, state.focus);
    if (!to) return;
    event.preventDefault();
    actions.focus(to);
  };
  // Offered with the label tool, the label's text keeps its place under every tool (nothing
  // beside or under it moves when the tool changes), shown only while the label tool is in hand.
  const labels = state.tools.includes('label');
  return html`<div class="edit-tools">
    <div part="toolbar" class="toolbar" role="toolbar" aria-label=${editor.tools} @keydown=${keydown}>
      ${state.tools.map((tool) => {
        const name = toolName(editor, tool);
        return html`<button type="button" class="tool" data-tool=${tool} aria-label=${name} title=${editor.withKey(name, keyOf(tool))}
          aria-keyshortcuts=${keyOf(tool)} aria-pressed=${tool === state.current ? 'true' : 'false'} tabindex=${tool === state.focus ? '0' : '-1'}
          @click=${() => actions.choose(tool)}>${toolIcon(tool)}</button>`;
      })}
    </div>
    ${
      labels
        ? html`<label class="label-text" ?hidden=${state.current !== 'label'}>${editor.labelText} <input type="text" size="4" maxlength="8" data-value=${state.labelText}
          @input=${(event: Event) => actions.labelText((event.target as HTMLInputElement).value)}></label>`
        : null
    }
  </div>`;
}
