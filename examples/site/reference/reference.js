// The <go-board> reference, built in the browser from custom-elements.json: every attribute,
// property, method, event, CSS custom property and part, each with a live board where one helps.
// Every text from the manifest is set as text, never as HTML.

const RECORD =
  '(;GM[1]SZ[9]PB[Ada]PW[Grace]KM[6.5]C[A short game.];B[ee]C[Tengen.];W[cc];B[gc];W[cg]LB[gg:A];B[gg]TR[ee];W[ec])';

const PROBLEM =
  '(;SZ[19]PL[B]AB[ac][bc][cc][dc][ec][fc][fb][fa]AW[aa][ab][bb][cb][db][eb][ea](;B[ca];W[ba];B[da]C[Right])(;B[ba];W[ca]C[Wrong])(;B[da];W[ca]C[Wrong]))';

/** A 9x9 game with KataGo's analysis, ownership included (see ../review/README.md). */
const REVIEWED = { src: '../review/kuy-sor.sgf', 'analysis-src': '../review/kuy-sor.jsonl', move: '19' };

/** A live board for an entry: the attributes to set, shown as the markup that makes it. */
const DEMOS = {
  sgf: { sgf: '(;SZ[9]AB[cc][gc]AW[ee];B[ge])' },
  src: { src: '../blog/games/club-game.sgf', move: 'last', controls: 'minimal' },
  size: { size: '9' },
  move: { sgf: RECORD, move: '4' },
  coordinates: { sgf: RECORD, move: 'last', coordinates: '' },
  'move-numbers': { sgf: RECORD, move: 'last', 'move-numbers': '' },
  view: { sgf: RECORD, move: 'last', view: 'a9:e5' },
  theme: { sgf: RECORD, move: 'last', theme: 'book' },
  controls: { sgf: RECORD, controls: 'minimal' },
  label: { sgf: RECORD, label: 'The club game' },
  autoplay: { sgf: RECORD, autoplay: '', 'autoplay-delay': '800', controls: 'minimal' },
  'autoplay-delay': { sgf: RECORD, autoplay: '', 'autoplay-delay': '300', controls: 'minimal' },
  mode: { mode: 'play', size: '9' },
  komi: { mode: 'play', size: '9', komi: '0.5' },
  handicap: { mode: 'play', size: '9', handicap: '4' },
  rules: { mode: 'play', size: '9', rules: 'territory' },
  ko: { mode: 'play', size: '9', ko: 'positional' },
  player: { mode: 'play', size: '9', player: 'black' },
  'allow-undo': { mode: 'play', size: '9', 'allow-undo': '' },
  'confirm-moves': { mode: 'play', size: '9', 'confirm-moves': '' },
  // A small problem: play the vital point, C19, and White answers after a second and a half.
  'reply-delay': { mode: 'problem', 'reply-delay': '1500', sgf: PROBLEM },
  lang: { sgf: RECORD, move: '4', lang: 'ja' },
  tree: { sgf: '(;SZ[9];B[ee];W[cc](;B[gc];W[cg])(;B[gg];W[gc]C[A variation.]))', move: '3', tree: 'below' },
  'analysis-src': REVIEWED,
  'allow-analysis': { sgf: RECORD, move: '4', 'allow-analysis': '' },
};

const CSS_DEMOS = {
  '--go-board-background': '#c9e4ca',
  '--go-board-line-color': '#8b0000',
  '--go-board-black-stone-color': '#1d3557',
  '--go-board-white-stone-color': '#fff8e7',
  '--go-board-last-move-color': '#00a36c',
  '--go-board-markup-color': '#8b0000',
  '--go-board-font-family': 'Georgia, serif',
  '--go-board-border-radius': '16px',
  '--go-board-max-size': '12rem',
};

/** A value that shows what a CSS custom property does, for the ones CSS_DEMOS does not name. */
function cssDemoValue(name) {
  if (CSS_DEMOS[name]) return CSS_DEMOS[name];
  if (name.includes('opacity')) return '0.2';
  if (name.includes('color') || name.includes('background')) return '#d62828';
  if (name.includes('width')) return '3px';
  if (name.includes('radius')) return '16px';
  if (name.includes('font')) return 'Georgia, serif';
  return undefined;
}

/** The demo board that shows a CSS custom property: play-mode properties need a playing board. */
function cssDemo(name) {
  const value = cssDemoValue(name);
  if (value === undefined) return undefined;
  const playing = /preview|dead|ownership|territory|right|wrong|hint/.test(name);
  const reviewing = name.startsWith('--go-board-candidate');
  const attributes = reviewing
    ? REVIEWED
    : playing
      ? { mode: 'play', size: '9', 'show-ownership': '' }
      : { sgf: RECORD, move: 'last', coordinates: '' };
  return demoFor(attributes, `${name}: ${value}`);
}

/** A live readout of a property of the playground board, refreshed whenever it changes. */
function propertyReadout(name, board) {
  const wrapper = element('div', undefined, 'demo');
  const value = element('code');
  const show = () => {
    let text;
    try {
      const current = board[name];
      text =
        current instanceof Object && !Array.isArray(current)
          ? `${current.constructor?.name ?? 'object'}`
          : JSON.stringify(current);
    } catch (error) {
      text = `throws ${error.name}`;
    }
    value.textContent = `playground.${name} = ${text}`;
  };
  for (const event of ['go-navigate', 'go-load', 'go-game-end', 'go-score-change']) board.addEventListener(event, show);
  customElements
    .whenDefined('go-board')
    .then(() => board.updateComplete)
    .then(show);
  wrapper.append(value);
  return wrapper;
}

function element(name, text, className) {
  const node = document.createElement(name);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function demoFor(attributes, style) {
  const figure = element('div', undefined, 'demo');
  const board = document.createElement('go-board');
  for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
  if (style) board.setAttribute('style', style);
  const markup = Object.entries(attributes)
    .map(([name, value]) => (value === '' ? name : `${name}="${value}"`))
    .join(' ');
  figure.append(board, element('code', style ? `<go-board style="${style}" ...>` : `<go-board ${markup}>`));
  return figure;
}

/** Sample arguments for trying each method on the playground board. */
const METHOD_CALLS = {
  play: (board) => {
    const game = board.game;
    for (let y = 0; y < game.height; y++)
      for (let x = 0; x < game.width; x++) if (game.isLegal({ x, y })) return board.play({ x, y });
    return undefined;
  },
  goTo: (board) => board.goTo(0),
  next: (board) => board.next(),
  resign: (board) => board.resign(),
  // The playground plays; analyze() analyses a record being replayed, and says so here.
  analyze: (board) => {
    board.analyze().catch((error) => console.info(`analyze() on the playground: ${error.message}`));
    return 'a promise (see the console: the playground plays, and analyze() analyses a record being replayed)';
  },
};

/** The playground: one live board that every method can be tried on and every event is seen
 * from, with a log of the events as they fire. */
function playground() {
  const part = element('section', undefined, 'playground');
  part.id = 'playground';
  part.append(
    element('h2', 'Playground'),
    element(
      'p',
      'One live board for the methods and events below: press "Try it" beside a method, or play on the board, and watch the events arrive.',
    ),
  );
  const board = document.createElement('go-board');
  board.setAttribute('mode', 'play');
  board.setAttribute('size', '9');
  board.setAttribute('allow-undo', '');
  board.setAttribute('label', 'Playground board');
  const log = element('ol', undefined, 'event-log');
  log.setAttribute('aria-label', 'Events fired by the playground board');
  part.append(board, element('h3', 'Events fired'), log);
  return { part, board, log };
}

function tryButton(name, board, log) {
  const button = element('button', `Try ${name}()`);
  button.type = 'button';
  button.addEventListener('click', () => {
    const call = METHOD_CALLS[name] ?? ((target) => target[name]());
    let outcome;
    try {
      outcome = call(board);
      outcome = outcome === undefined ? 'done' : `returned ${JSON.stringify(outcome)}`;
    } catch (error) {
      outcome = `threw ${error.name}: ${error.message}`;
    }
    log.prepend(element('li', `${name}(): ${outcome}`));
  });
  const wrapper = element('div', undefined, 'demo');
  wrapper.append(button);
  return wrapper;
}

function eventCounter(name) {
  const wrapper = element('div', undefined, 'demo');
  const count = element('span', '0');
  count.dataset.eventCount = name;
  wrapper.append('Fired by the playground board: ', count, ' times');
  return wrapper;
}

function partDemo(name) {
  // ::part() rules live in the page's CSS; a constructed sheet keeps the page free of inline style.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    `go-board[data-part-demo="${name}"]::part(${name}) { outline: 3px dashed #e0433a; outline-offset: 2px; }`,
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const figure = element('div', undefined, 'demo');
  const board = document.createElement('go-board');
  board.dataset.partDemo = name;
  const review = ['tree', 'analysis', 'analyze', 'graph'].includes(name);
  for (const [key, value] of Object.entries(
    name === 'status' || name === 'score'
      ? { mode: 'play', size: '9' }
      : review
        ? { ...REVIEWED, tree: 'below' }
        : { sgf: RECORD, move: '5' },
  ))
    board.setAttribute(key, value);
  figure.append(board, element('code', `go-board::part(${name}) { outline: 3px dashed }`));
  return figure;
}

function entry({ name, type, description, defaultValue, demo }) {
  const row = element('section', undefined, 'entry');
  const text = element('div');
  text.append(element('h3', name));
  if (type || defaultValue)
    text.append(element('div', [type, defaultValue && `default ${defaultValue}`].filter(Boolean).join(' · '), 'type'));
  // JSDoc wraps its lines; paragraphs are separated by blank lines.
  for (const paragraph of (description ?? '').split(/\n\s*\n/))
    text.append(element('p', paragraph.replace(/\s*\n\s*/g, ' ')));
  row.append(text);
  if (demo) row.append(demo);
  return row;
}

function section(title, id, entries) {
  const part = element('section');
  part.id = id;
  part.append(element('h2', `${title} (${entries.length})`));
  for (const item of entries) part.append(entry(item));
  return part;
}

async function main() {
  const target = document.querySelector('#reference');
  const response = await fetch('/lib/element/dist/custom-elements.json');
  if (!response.ok) {
    target.textContent = `Could not load custom-elements.json: HTTP ${response.status}. Run pnpm build first.`;
    return;
  }
  const manifest = await response.json();
  const declaration = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .find((item) => item.tagName === 'go-board');
  document.querySelector('#summary').textContent = declaration.summary ?? '';
  const attributes = declaration.attributes ?? [];
  const attributeFields = new Set(attributes.map((attribute) => attribute.fieldName));
  const members = (declaration.members ?? []).filter(
    (member) => !member.privacy && !member.static && !member.name.startsWith('_'),
  );
  const play = playground();
  for (const event of declaration.events ?? []) {
    play.board.addEventListener(event.name, (fired) => {
      const detail =
        fired.detail && typeof fired.detail === 'object'
          ? ` ${JSON.stringify(fired.detail, (key, value) => (key === 'node' || key === 'game' || key === 'score' ? undefined : value))}`
          : '';
      play.log.prepend(element('li', `${event.name}${detail}`));
      const counter = document.querySelector(`[data-event-count="${event.name}"]`);
      if (counter) counter.textContent = String(Number(counter.textContent) + 1);
    });
  }
  const sections = [
    play.part,
    section(
      'Attributes',
      'attributes',
      attributes.map((attribute) => ({
        name: attribute.name,
        type: attribute.type?.text,
        defaultValue: attribute.default,
        description: attribute.description,
        demo: DEMOS[attribute.name] && demoFor(DEMOS[attribute.name]),
      })),
    ),
    section(
      'Properties',
      'properties',
      members
        .filter((member) => member.kind === 'field')
        .map((member) => ({
          demo: propertyReadout(member.name, play.board),
          name: `${member.name}${member.readonly ? ' (read-only)' : ''}${attributeFields.has(member.name) ? '' : ' (property only)'}`,
          type: member.type?.text,
          defaultValue: member.default,
          description: member.description,
        })),
    ),
    section(
      'Methods',
      'methods',
      members
        .filter((member) => member.kind === 'method')
        .map((member) => ({
          demo: tryButton(member.name, play.board, play.log),
          name: `${member.name}(${(member.parameters ?? []).map((parameter) => parameter.name).join(', ')})`,
          type: member.return?.type?.text && `returns ${member.return.type.text}`,
          description: member.description,
        })),
    ),
    section(
      'Events',
      'events',
      (declaration.events ?? []).map((event) => ({
        demo: eventCounter(event.name),
        name: event.name,
        type: event.type?.text,
        description: event.description,
      })),
    ),
    section(
      'CSS custom properties',
      'css-properties',
      (declaration.cssProperties ?? []).map((property) => ({
        name: property.name,
        defaultValue: property.default,
        description: property.description,
        demo: cssDemo(property.name),
      })),
    ),
    section(
      'CSS parts',
      'parts',
      (declaration.cssParts ?? []).map((part) => ({
        name: `::part(${part.name})`,
        description: part.description,
        demo: partDemo(part.name),
      })),
    ),
  ];
  const contents = document.querySelector('#contents');
  for (const part of sections) {
    const link = element('a', part.querySelector('h2').textContent.replace(/ \(\d+\)$/, ''));
    link.href = `#${part.id}`;
    contents.append(link, ' ');
  }
  target.replaceChildren(...sections);
}

main();
