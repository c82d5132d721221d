// A plain SVG board over @go-board/rules: the page draws, the rules decide.
import { Game, SgfError, explainIllegalMove, init } from '@go-board/rules';

const SVG = 'http://www.w3.org/2000/svg';
const LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const board = document.querySelector('#board');
const status = document.querySelector('#status');
const choose = (id) => document.querySelector(id);

let game;
let cursor = { x: 0, y: 0 };
let message = '';

/** The name players use for a point: column letter (no I) and row number from the bottom. */
function pointName(x, y) {
  return `${LETTERS[x]}${game.height - y}`;
}

function element(name, attributes) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
}

function starPoints(size) {
  if (size < 7) return [];
  const near = size >= 13 ? 3 : 2;
  const far = size - 1 - near;
  const middle = (size - 1) / 2;
  const points = [
    [near, near],
    [far, near],
    [near, far],
    [far, far],
  ];
  if (size % 2 === 1) points.push([middle, middle]);
  if (size % 2 === 1 && size >= 13) points.push([near, middle], [far, middle], [middle, near], [middle, far]);
  return points;
}

function draw() {
  const size = game.width;
  board.replaceChildren();
  board.setAttribute('viewBox', `-1 -1 ${size + 1} ${size + 1}`);
  board.append(element('rect', { x: -1, y: -1, width: size + 1, height: size + 1, fill: '#dcb35c' }));
  for (let i = 0; i < size; i++) {
    board.append(element('line', { x1: 0, y1: i, x2: size - 1, y2: i, stroke: '#000', 'stroke-width': 0.04 }));
    board.append(element('line', { x1: i, y1: 0, x2: i, y2: size - 1, stroke: '#000', 'stroke-width': 0.04 }));
  }
  for (const [x, y] of starPoints(size)) board.append(element('circle', { cx: x, cy: y, r: 0.12, fill: '#000' }));
  const last = game.lastMove;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const stone = game.at({ x, y });
      if (stone) {
        board.append(
          element('circle', {
            cx: x,
            cy: y,
            r: 0.47,
            fill: stone === 'black' ? '#111' : '#fafafa',
            stroke: '#000',
            'stroke-width': 0.04,
          }),
        );
        if (last && !last.pass && last.x === x && last.y === y) {
          board.append(
            element('circle', {
              cx: x,
              cy: y,
              r: 0.2,
              fill: 'none',
              stroke: stone === 'black' ? '#fff' : '#000',
              'stroke-width': 0.06,
            }),
          );
        }
      }
    }
  }
  const ko = game.koPoint;
  if (ko)
    board.append(
      element('rect', {
        x: ko.x - 0.2,
        y: ko.y - 0.2,
        width: 0.4,
        height: 0.4,
        fill: 'none',
        stroke: '#000',
        'stroke-width': 0.06,
      }),
    );
  if (document.activeElement === board) {
    board.append(
      element('rect', {
        x: cursor.x - 0.5,
        y: cursor.y - 0.5,
        width: 1,
        height: 1,
        fill: 'none',
        stroke: '#1565c0',
        'stroke-width': 0.08,
      }),
    );
  }
  board.setAttribute(
    'aria-label',
    `Go board, move ${game.moveNumber}, ${game.turn} to play; cursor at ${pointName(cursor.x, cursor.y)}`,
  );
  const { black, white } = game.captures;
  let text = `Move ${game.moveNumber}. Captures: black ${black}, white ${white}. `;
  if (game.isOver) {
    const score = game.score();
    text += game.resigned
      ? `Game over: ${game.result}.`
      : `Game over: Black ${score.black}, White ${score.white} (komi ${game.komi}): ${score.result}.`;
  } else {
    text += `${game.turn === 'black' ? 'Black' : 'White'} to play.`;
  }
  status.textContent = message ? `${message} ${text}` : text;
  // Comments and names come from files: shown as text, never as HTML.
  const { C: comment, N: name } = game.node.props;
  choose('#comment').textContent = [name?.[0], comment?.[0]].filter(Boolean).join(': ');
  const variations = choose('#variations');
  variations.replaceChildren();
  if (game.variations.length > 1) {
    variations.append('Variations: ');
    game.variations.forEach((node, index) => {
      const button = document.createElement('button');
      const move = node.move;
      button.textContent = `${String.fromCharCode(65 + index)}${move && !move.pass ? ` ${pointName(move.x, move.y)}` : ''}`;
      button.addEventListener('click', () => attempt(() => game.next(index)));
      variations.append(button);
    });
  }
}

function openRecord(source) {
  try {
    const warnings = [];
    const loaded = Game.fromSgf(source, { onWarning: (warning) => warnings.push(warning.message) });
    game?.dispose();
    game = loaded;
    message = warnings.length ? `Read with ${warnings.length} repair(s): ${warnings[0]}` : '';
  } catch (error) {
    message =
      error instanceof SgfError
        ? `Could not read the record (line ${error.line}, column ${error.column}): ${error.message}`
        : error.message;
  }
  draw();
}

function attempt(action) {
  try {
    action();
    message = '';
  } catch (error) {
    message = error.reason ? `Not there: ${explainIllegalMove(error.reason)}.` : error.message;
  }
  draw();
}

function playAt(x, y) {
  attempt(() => game.play({ x, y }));
}

function newGame() {
  game?.dispose();
  game = new Game({
    size: Number(choose('#size').value),
    handicap: Number(choose('#handicap').value),
    rules: choose('#rules').value,
  });
  const middle = Math.floor(game.width / 2);
  cursor = { x: middle, y: middle };
  message = '';
  draw();
}

board.addEventListener('click', (event) => {
  const box = board.getBoundingClientRect();
  const scale = (game.width + 1) / box.width;
  const x = Math.round((event.clientX - box.left) * scale - 1);
  const y = Math.round((event.clientY - box.top) * scale - 1);
  if (x >= 0 && y >= 0 && x < game.width && y < game.height) {
    cursor = { x, y };
    playAt(x, y);
  }
});

board.addEventListener('keydown', (event) => {
  const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  if (moves[event.key]) {
    const [dx, dy] = moves[event.key];
    cursor = {
      x: Math.min(game.width - 1, Math.max(0, cursor.x + dx)),
      y: Math.min(game.height - 1, Math.max(0, cursor.y + dy)),
    };
    draw();
  } else if (event.key === 'Enter' || event.key === ' ') {
    playAt(cursor.x, cursor.y);
  } else if (event.key === 'p' || event.key === 'P') {
    attempt(() => game.pass());
  } else {
    return;
  }
  event.preventDefault();
});
board.addEventListener('focus', draw);
board.addEventListener('blur', draw);

choose('#pass').addEventListener('click', () => attempt(() => game.pass()));
choose('#undo').addEventListener('click', () => attempt(() => game.undo()));
choose('#resign').addEventListener('click', () => attempt(() => game.resign()));
choose('#new').addEventListener('click', newGame);
choose('#load').addEventListener('click', () => openRecord(choose('#sgf').value));
choose('#file').addEventListener('change', async (event) => {
  const file = event.target.files?.[0];
  if (file) openRecord(new Uint8Array(await file.arrayBuffer()));
});
choose('#start').addEventListener('click', () => attempt(() => game.goToStart()));
choose('#back').addEventListener('click', () => attempt(() => game.previous()));
choose('#forward').addEventListener('click', () => attempt(() => game.next()));
choose('#end').addEventListener('click', () => attempt(() => game.goToEnd()));
choose('#download').addEventListener('click', () => {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([game.toSgf()], { type: 'application/x-go-sgf' }));
  link.download = 'game.sgf';
  link.click();
  URL.revokeObjectURL(link.href);
});

await init();
newGame();
