/// <reference types="node" />
// <go-board> rendered on the server: Lit's server renderer runs the element's own first render
// and writes it as declarative shadow DOM, so the page shows the board before (and without) any
// script; when the element's script arrives it hydrates that render instead of drawing again.
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { html, nothing, type TemplateResult } from 'lit';
import { isInitialized } from '@go-board/rules';
import { GoBoard } from '../go-board.js';
import '../register.js';
import { provideModes, provideReplay } from '../modes/mode-folders.js';
import * as lookExtras from '../looks/index.js';
import { provideLookExtras } from '../looks/look-controller.js';
import * as play from '../play/index.js';
import * as problem from '../problem/index.js';
import * as edit from '../edit/index.js';
import * as replay from '../replay/index.js';
import * as gameList from '../replay/game-list.js';
import { provideGameList } from '../host/board-parts.js';
import { namedThemeStyles } from '../styles/named-themes.styles.js';
import { provideNamedThemes } from '../styles/theme-registry.js';
import { forcedColorStyles } from '../styles/forced-colors.styles.js';
import { printStyles } from '../styles/print.styles.js';
import { themeStyles } from '../styles/themes.styles.js';
import { de } from '../words/de.js';
import { enRest } from '../words/en-rest.js';
import { fr } from '../words/fr.js';
import { ja } from '../words/ja.js';
import { ko } from '../words/ko.js';
import { provideRestOfEnglish, provideShippedWords } from '../words/registry.js';
import { zhHans } from '../words/zh-Hans.js';

// A server has every language and every mode at hand at once: a render never waits for them. The
// modes' styles go into every board's styles, so a board hydrated in any mode is styled at once.
provideRestOfEnglish(enRest);
provideShippedWords({ fr, de, ja, ko, 'zh-hans': zhHans });
provideModes({ play, problem, edit });
provideReplay(replay);
provideGameList(gameList);
provideLookExtras(lookExtras);
GoBoard.elementStyles.push(
  ...new Set([replay.styles, gameList.styles, ...play.styles, ...problem.styles, ...edit.styles]),
);
// Every theme too, beside the default one (before the paper's rules, which outweigh them).
provideNamedThemes(namedThemeStyles);
GoBoard.elementStyles.splice(GoBoard.elementStyles.indexOf(themeStyles) + 1, 0, namedThemeStyles);
// And the forced-colours overrides, which a browser loads only in a forced palette (before the
// paper's rules, as a board adopts them).
GoBoard.elementStyles.splice(GoBoard.elementStyles.indexOf(printStyles), 0, forcedColorStyles);

/** An attribute's value: text, a number, `true` for the bare attribute, or `false`, `null` or
 * `undefined` to leave it out. */
export type AttributeValue = string | number | boolean | null | undefined;

/** The attributes of a server-rendered `<go-board>`, by their HTML names. */
export interface BoardAttributes {
  sgf?: AttributeValue;
  src?: AttributeValue;
  size?: AttributeValue;
  move?: AttributeValue;
  coordinates?: AttributeValue;
  'move-numbers'?: AttributeValue;
  view?: AttributeValue;
  theme?: AttributeValue;
  controls?: AttributeValue;
  label?: AttributeValue;
  autoplay?: AttributeValue;
  'autoplay-delay'?: AttributeValue;
  mode?: AttributeValue;
  komi?: AttributeValue;
  handicap?: AttributeValue;
  rules?: AttributeValue;
  ko?: AttributeValue;
  player?: AttributeValue;
  'allow-undo'?: AttributeValue;
  'confirm-moves'?: AttributeValue;
  'reply-delay'?: AttributeValue;
  stones?: AttributeValue;
  'last-move'?: AttributeValue;
  rotate?: AttributeValue;
  flip?: AttributeValue;
  'swap-colors'?: AttributeValue;
  'random-orientation'?: AttributeValue;
  sound?: AttributeValue;
  'sound-volume'?: AttributeValue;
  lang?: AttributeValue;
  /** The review (the tree, the analysis) loads in the browser, once the board has hydrated. */
  tree?: AttributeValue;
  'analysis-src'?: AttributeValue;
  'analysis-perspective'?: AttributeValue;
  'allow-analysis'?: AttributeValue;
  /** The editor's (`mode: 'edit'`). */
  tool?: AttributeValue;
  tools?: AttributeValue;
  id?: AttributeValue;
  class?: AttributeValue;
  style?: AttributeValue;
}

const NAMES = new Set<string>([
  'sgf',
  'src',
  'size',
  'move',
  'coordinates',
  'move-numbers',
  'view',
  'theme',
  'controls',
  'label',
  'autoplay',
  'autoplay-delay',
  'mode',
  'komi',
  'handicap',
  'rules',
  'ko',
  'player',
  'allow-undo',
  'confirm-moves',
  'reply-delay',
  'stones',
  'last-move',
  'rotate',
  'flip',
  'swap-colors',
  'random-orientation',
  'sound',
  'sound-volume',
  'lang',
  'tree',
  'analysis-src',
  'analysis-perspective',
  'allow-analysis',
  'tool',
  'tools',
  'id',
  'class',
  'style',
]);

function checkReady(): void {
  if (!isInitialized()) {
    throw new Error(
      'Expected the go-board core to be loaded before rendering: call `await init()` (from @go-board/element/ssr) first.',
    );
  }
}

/**
 * A `<go-board>` with these attributes, as a Lit template to render on the server, alone or
 * inside a page's own templates. Each attribute is bound, never pasted into the markup, so any
 * record is safe in `sgf`.
 */
export function renderBoard(attributes: BoardAttributes): TemplateResult {
  for (const name of Object.keys(attributes)) {
    if (!NAMES.has(name))
      throw new RangeError(`Expected an attribute of <go-board> (${[...NAMES].join(', ')}), received '${name}'.`);
  }
  const value = (name: keyof BoardAttributes): string | typeof nothing => {
    const given = attributes[name];
    if (given === undefined || given === null || given === false) return nothing;
    return given === true ? '' : String(given);
  };
  // `server-rendered` tells go-board.css that this board has its size already (its shadow root).
  return html`<go-board server-rendered id=${value('id')} class=${value('class')} style=${value('style')} lang=${value('lang')} sgf=${value('sgf')}
    src=${value('src')} size=${value('size')} move=${value('move')} coordinates=${value('coordinates')}
    move-numbers=${value('move-numbers')} view=${value('view')} theme=${value('theme')} controls=${value('controls')}
    label=${value('label')} autoplay=${value('autoplay')} autoplay-delay=${value('autoplay-delay')} mode=${value('mode')}
    komi=${value('komi')} handicap=${value('handicap')} rules=${value('rules')} ko=${value('ko')} player=${value('player')}
    allow-undo=${value('allow-undo')} confirm-moves=${value('confirm-moves')} reply-delay=${value('reply-delay')} stones=${value('stones')}
    last-move=${value('last-move')} rotate=${value('rotate')} flip=${value('flip')} swap-colors=${value('swap-colors')}
    random-orientation=${value('random-orientation')} sound=${value('sound')} sound-volume=${value('sound-volume')} tree=${value('tree')}
    analysis-src=${value('analysis-src')} analysis-perspective=${value('analysis-perspective')} allow-analysis=${value('allow-analysis')}
    tool=${value('tool')} tools=${value('tools')}></go-board>`;
}

/**
 * Renders a Lit template (a page, or a part of one) to HTML, every `<go-board>` in it with its
 * shadow root declared inline: its styles and the board as its script will show it. The core
 * must be loaded first: `await init()`. On the server a board reads its record from `sgf` only:
 * a board with `src` renders empty and loads in the browser, and a child script is not seen.
 */
export function renderToString(template: TemplateResult): string {
  checkReady();
  return collectResultSync(render(template));
}

/**
 * One `<go-board>` as HTML with declarative shadow DOM, ready to put in a page:
 *
 * ```js
 * import { init, renderBoardToString } from '@go-board/element/ssr';
 * await init();
 * const board = renderBoardToString({ sgf: record, move: 'last', coordinates: true, lang: 'fr' });
 * ```
 */
export function renderBoardToString(attributes: BoardAttributes): string {
  // The markers of the one-line template around the board mean nothing to the page; the
  // board's own markers, inside its shadow root, are what hydration reads.
  return (
    renderToString(renderBoard(attributes))
      .replace(/^<!--lit-part [^>]*-->(<!--lit-node \d+-->)?/, '')
      .replace(/<!--\/lit-part-->$/, '')
      // The attributes left out leave their blanks: one between each is enough. Values are
      // quoted, with any quote inside escaped, so blanks are collapsed outside the quotes only.
      .replace(/^<go-board[^>]*>/, (tag) =>
        tag
          .split('"')
          .map((part, index) => (index % 2 === 0 ? part.replace(/\s+/g, ' ') : part))
          .join('"')
          .replace(' >', '>'),
      )
  );
}
