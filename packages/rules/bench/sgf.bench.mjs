// Parse and write throughput of the SGF reader and writer of @go-board/rules, against
// @sabaki/sgf's parse on the same text, in one run. Run after the build, from packages/rules:
//   npx tsc -p tsconfig.build.json && node bench/sgf.bench.mjs
// The target is a parse throughput at least 10x that of @sabaki/sgf. Prints figures only.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import sabaki from '@sabaki/sgf';
import { parseSgf, parseSgfBytes, stringifySgf } from '../dist/sgf/index.js';
import { seededRandom } from './seeded-random.mjs';

const GAME_COUNT = 2000;
const WARM_UP_RUNS = 2;
const MEASURED_RUNS = 5;
const SHARED_SGF_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/data/sgf');

const random = seededRandom(20240611);
const pick = (items) => items[Math.floor(random() * items.length)];
const between = (low, high) => low + Math.floor(random() * (high - low + 1));
const LETTERS = 'abcdefghijklmnopqrs';
const point = () => LETTERS[between(0, 18)] + LETTERS[between(0, 18)];
const NAMES = ['Cho Chikun', 'Iyama Yuta', 'Shin Jinseo', 'Ke Jie', 'Lee Sedol', 'Go Seigen', 'Honinbo Shusaku'];
const WORDS = [
  'the',
  'corner',
  'is',
  'weak',
  'sente',
  'gote',
  'ko',
  'threat',
  'aji',
  'shape',
  'tesuji',
  'joseki',
  'better',
  'here',
  'overplay',
  'thickness',
  'moyo',
  'invasion',
  'reduction',
  'ladder',
  'net',
  'life',
  'death',
];

/** A comment of one to four lines, sometimes with characters that need escaping. */
function comment() {
  const lines = [];
  for (let line = between(1, 4); line > 0; line--) {
    const words = [];
    for (let word = between(3, 14); word > 0; word--) words.push(pick(WORDS));
    lines.push(words.join(' '));
  }
  let text = lines.join('\n');
  if (random() < 0.2) text += ' [see \\] and 3\\:2\\]';
  return `C[${text}]`;
}

/** A sequence of `count` moves, starting with `color`, with an occasional comment or label. */
function moves(count, color) {
  let text = '';
  for (let index = 0; index < count; index++) {
    text += `;${color}[${point()}]`;
    if (random() < 0.06) text += comment();
    if (random() < 0.02) text += `LB[${point()}:A][${point()}:B]`;
    if (random() < 0.01) text += 'TE[1]';
    color = color === 'B' ? 'W' : 'B';
    if (index % 10 === 9) text += '\n';
  }
  return text;
}

/** One game of 200-300 moves with game information and two to five variations. */
function game(index) {
  const black = pick(NAMES);
  const white = pick(NAMES.filter((name) => name !== black));
  let text =
    `(;GM[1]FF[4]CA[UTF-8]AP[bench:1.0]SZ[19]KM[6.5]RU[Japanese]\n` +
    `PB[${black}]BR[9p]PW[${white}]WR[9p]DT[2019-0${between(1, 9)}-1${between(0, 9)}]` +
    `EV[Bench Cup ${index}]RO[${between(1, 5)}]PC[Tokyo]RE[${pick(['B+R', 'W+R', 'B+2.5', 'W+0.5'])}]\n`;
  const total = between(200, 300);
  let played = 0;
  const variationPoints = new Set();
  for (let count = between(2, 5); count > 0; count--) variationPoints.add(between(20, total - 20));
  for (const at of [...variationPoints].sort((a, b) => a - b)) {
    text += moves(at - played, played % 2 === 0 ? 'B' : 'W');
    played = at;
    const color = played % 2 === 0 ? 'B' : 'W';
    text += `\n(${moves(between(3, 15), color)})\n(`;
  }
  text += moves(total - played, played % 2 === 0 ? 'B' : 'W');
  text += ')'.repeat(variationPoints.size) + ')\n';
  return text;
}

function buildCollection() {
  const games = [];
  for (let index = 0; index < GAME_COUNT; index++) games.push(game(index));
  let sharedFiles = 0;
  if (existsSync(SHARED_SGF_FOLDER)) {
    for (const name of readdirSync(SHARED_SGF_FOLDER)
      .filter((file) => file.endsWith('.sgf'))
      .sort()) {
      games.push(readFileSync(join(SHARED_SGF_FOLDER, name), 'latin1'));
      sharedFiles++;
    }
  }
  return { games, text: games.join(''), sharedFiles };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Median milliseconds of `run()` over the measured runs, after the warm-up runs. */
function measure(run) {
  for (let index = 0; index < WARM_UP_RUNS; index++) run();
  const times = [];
  for (let index = 0; index < MEASURED_RUNS; index++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

function countNodes(roots) {
  let count = 0;
  const stack = [...roots];
  while (stack.length > 0) {
    const node = stack.pop();
    count++;
    for (const child of node.children) stack.push(child);
  }
  return count;
}

const { games, text, sharedFiles } = buildCollection();
const megabytes = Buffer.byteLength(text, 'utf8') / 1e6;
/** "N trees, M nodes" of a parse; the trees are not kept, so no run measures with them in memory. */
function describeParse(parse) {
  const roots = parse(text);
  return `${roots.length} game trees, ${countNodes(roots)} nodes`;
}

console.log(`Collection: ${GAME_COUNT} generated games + ${sharedFiles} files of ${SHARED_SGF_FOLDER}`);
console.log(
  `            ${megabytes.toFixed(2)} MB; parseSgf: ${describeParse(parseSgf)}; ` +
    `@sabaki/sgf: ${describeParse((input) => sabaki.parse(input))}`,
);
console.log(`Runs: ${WARM_UP_RUNS} warm-up, median of ${MEASURED_RUNS}\n`);

// The whole collection as one text, the target of the comparison, then the same games one
// file at a time, as an application reads them: there most trees are garbage before the next
// collection, while a 500,000-node tree makes the garbage collector copy every node it holds.
const oursMs = measure(() => parseSgf(text));
const theirsMs = measure(() => sabaki.parse(text));
// The same collection as the bytes of a file: each game tree is found and decoded in its own CA
// before it is parsed.
const bytes = new TextEncoder().encode(text);
const oursBytesMs = measure(() => parseSgfBytes(bytes));
const oursOneByOneMs = measure(() => {
  for (const game of games) parseSgf(game);
});
const theirsOneByOneMs = measure(() => {
  for (const game of games) sabaki.parse(game);
});
const trees = parseSgf(text);
let written = '';
const writeMs = measure(() => {
  written = stringifySgf(trees);
});
const writtenMegabytes = Buffer.byteLength(written, 'utf8') / 1e6;

const rows = [
  ['parseSgf, whole collection', oursMs, megabytes],
  ['@sabaki/sgf parse, whole collection', theirsMs, megabytes],
  ['parseSgfBytes, whole collection', oursBytesMs, megabytes],
  ['parseSgf, one game at a time', oursOneByOneMs, megabytes],
  ['@sabaki/sgf parse, one game at a time', theirsOneByOneMs, megabytes],
  ['stringifySgf, whole collection', writeMs, writtenMegabytes],
];
console.log('operation                               median ms      MB/s');
for (const [name, milliseconds, size] of rows) {
  console.log(
    `${name.padEnd(38)} ${milliseconds.toFixed(1).padStart(10)} ${(size / (milliseconds / 1000)).toFixed(1).padStart(9)}`,
  );
}
console.log(
  `\nparseSgf is ${(theirsMs / oursMs).toFixed(1)}x @sabaki/sgf on the whole collection (target: at least 10x)`,
);
console.log(`parseSgf is ${(theirsOneByOneMs / oursOneByOneMs).toFixed(1)}x @sabaki/sgf one game at a time`);

// The shape of a downloaded collection of recent games: 85 games in one text of about 0.7 MB,
// every move with its clock (BL/WL, and OB/OW in byo-yomi), comments with escaped ']', ':' and
// '\'. Each run of ours takes a few milliseconds, so on a busy machine one preemption moves a
// median of five; the two parsers are measured in turns, ours many more times than the peer.
const clockRandom = seededRandom(20261202);
const clockBetween = (low, high) => low + Math.floor(clockRandom() * (high - low + 1));
const clockPoint = () => LETTERS[clockBetween(0, 18)] + LETTERS[clockBetween(0, 18)];

/** A comment of 4-30 words, half of them with escapes: `[see \] at 3\:2\] C:\\games`. */
function escapedComment() {
  const words = [];
  for (let word = clockBetween(4, 30); word > 0; word--) words.push(WORDS[clockBetween(0, WORDS.length - 1)]);
  let text = words.join(' ');
  if (clockRandom() < 0.5) text += ' [see \\] at 3\\:2\\] C:\\\\games';
  return `C[${text}]`;
}

/** One game of 180-280 moves with clock values on every move. */
function clockGame(index) {
  let text =
    `(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[6.5]RU[Japanese]PB[${NAMES[index % NAMES.length]}]PW[Opponent ${index}]` +
    `DT[2026-11-${String(1 + (index % 28)).padStart(2, '0')}]TM[1800]OT[5x30 byo-yomi]RE[B+R]\n`;
  const clocks = [1800, 1800];
  for (let move = 0, total = clockBetween(180, 280); move < total; move++) {
    const side = move % 2;
    clocks[side] -= clockRandom() * 18;
    text += `;${side ? 'W' : 'B'}[${clockPoint()}]${side ? 'WL' : 'BL'}[${Math.max(0, clocks[side]).toFixed(3)}]`;
    if (clockRandom() < 0.3) text += `${side ? 'OW' : 'OB'}[${clockBetween(1, 5)}]`;
    if (clockRandom() < 0.12) text += escapedComment();
    if (move % 6 === 5) text += '\n';
  }
  return `${text})\n`;
}

const clockText = Array.from({ length: 85 }, (_, index) => clockGame(index)).join('');
const clockMegabytes = Buffer.byteLength(clockText, 'utf8') / 1e6;
const clockTrees = parseSgf(clockText);
if (clockTrees.length !== 85 || sabaki.parse(clockText).length !== 85) throw new Error('expected 85 game trees');
const clockOurs = [];
const clockTheirs = [];
for (let round = 0; round < WARM_UP_RUNS + 12; round++) {
  for (let turn = 0; turn < 5; turn++) {
    const start = performance.now();
    parseSgf(clockText);
    if (round >= WARM_UP_RUNS) clockOurs.push(performance.now() - start);
  }
  const start = performance.now();
  sabaki.parse(clockText);
  if (round >= WARM_UP_RUNS) clockTheirs.push(performance.now() - start);
}
const clockOursMs = median(clockOurs);
const clockTheirsMs = median(clockTheirs);
console.log(
  `\n85 games with clock values (BL/WL/OB/OW) and comments with escapes, ${clockMegabytes.toFixed(2)} MB, ` +
    `${countNodes(clockTrees)} nodes; median of ${clockOurs.length} runs of ours and ${clockTheirs.length} of the peer, in turns`,
);
console.log(
  `parseSgf                               ${(clockMegabytes / (clockOursMs / 1000)).toFixed(1).padStart(9)} MB/s`,
);
console.log(
  `@sabaki/sgf parse                      ${(clockMegabytes / (clockTheirsMs / 1000)).toFixed(1).padStart(9)} MB/s`,
);
console.log(`parseSgf is ${(clockTheirsMs / clockOursMs).toFixed(1)}x @sabaki/sgf on it (target: at least 10x)`);
