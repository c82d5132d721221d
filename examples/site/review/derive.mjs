// Makes the review page's files from the real KataGo analyses kept with the element's tests
// (packages/element/test-fixtures/katago, see its README), and says what it changed:
//
// - shin-jinseo-lian-xiao.jsonl: KataGo's analysis of Shin Jinseo - Lian Xiao (13th Chunlan Cup,
//   2021), from 9beach/analyze-sgf. That tool asked KataGo with rows counted from the top (SGF
//   'aa' as A1), so its analysis is of the game mirrored top to bottom: every point is mirrored
//   back here, and the analysis fits the record as published. Each response keeps its turn,
//   rootInfo and the candidates a page shows (up to ten with at least 1% of the best's visits,
//   each with its figures and at most ten moves of its line), in the order of the turns.
// - shin-jinseo-lian-xiao.sgf: the record with its information in English and SGF's own form
//   (RE[B+R] for the Korean "207수 흑불계승"), and at the three moves that cost their player the
//   most win rate, KataGo's line as a variation with a comment: the review a teacher would write.
// - kuy-sor.jsonl: the first 9x9 game of kaorahi/katawrap's sample, with ownership, trimmed the
//   same way (katawrap's own fields left out, ownership to three decimals); kuy-sor.sgf is its
//   record as it is.
//
//   node examples/site/review/derive.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Game, init } from '@go-board/rules';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = join(here, '../../../packages/element/test-fixtures/katago');
const LETTERS = 'ABCDEFGHJKLMNOPQRST';

/** A GTP point on the board mirrored top to bottom: row r becomes row 20 - r on 19x19. */
const mirror = (move) => (move === 'pass' ? move : `${move[0]}${20 - Number(move.slice(1))}`);
const point = (move, size) => ({ x: LETTERS.indexOf(move[0]), y: size - Number(move.slice(1)) });

/** A response with what a page shows of it. */
function trimmed(response, fix = (move) => move, ownership = false) {
  const infos = [...response.moveInfos].sort((a, b) => a.order - b.order);
  const best = infos[0]?.visits ?? 0;
  const round = (value, places) => Math.round(value * 10 ** places) / 10 ** places;
  return {
    id: response.id,
    turnNumber: response.turnNumber,
    moveInfos: infos
      .filter((info, rank) => rank === 0 || info.visits >= best / 100)
      .slice(0, 10)
      .map((info) => ({
        move: fix(info.move),
        order: info.order,
        visits: info.visits,
        winrate: round(info.winrate, 5),
        scoreLead: round(info.scoreLead, 3),
        prior: round(info.prior, 5),
        pv: info.pv.slice(0, 10).map(fix),
      })),
    rootInfo: {
      winrate: round(response.rootInfo.winrate, 5),
      scoreLead: round(response.rootInfo.scoreLead, 3),
      visits: response.rootInfo.visits,
    },
    ...(ownership && response.ownership ? { ownership: response.ownership.map((value) => round(value, 3)) } : {}),
  };
}

const lines = (text) => text.split('\n').filter((line) => line.trim() !== '');
const jsonLines = (responses) => `${responses.map((response) => JSON.stringify(response)).join('\n')}\n`;

await init();

// The professional game.
const [record, ...raw] = lines(readFileSync(join(fixtures, 'analyze-sgf/t-lian-vs-shin.json'), 'utf8'));
const responses = raw
  .map((line) => JSON.parse(line))
  .sort((a, b) => a.turnNumber - b.turnNumber)
  .map((response) => trimmed(response, mirror));
writeFileSync(join(here, 'shin-jinseo-lian-xiao.jsonl'), jsonLines(responses));

const moves = [...record.matchAll(/;([BW])\[([a-s]{2})\]/g)].map(([, color, at]) => `;${color}[${at}]`).join('');
const game = Game.fromSgf(
  '(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[7.5]RU[Chinese]PB[Shin Jinseo]BR[9p]PW[Lian Xiao]WR[9p]RE[B+R]DT[2021-01-20]' +
    `EV[13th Chunlan Cup, semi-final]PC[Online]GN[Shin Jinseo - Lian Xiao]${moves})`,
);
game.root.setProperty('C', [
  'Shin Jinseo (Black) against Lian Xiao in the semi-final of the 13th Chunlan Cup, played online in January 2021. ' +
    "KataGo's analysis of every move, 6,415 visits each, is on the board and in the graph under it; its line at the three moves that cost the most is a variation.",
]);
// The three moves that cost their player the most win rate (and what they cost in points).
const percent = (value) => `${Math.round(value * 100)}%`;
const costs = responses.slice(1).map((after, index) => {
  const before = responses[index];
  const side = after.turnNumber % 2 === 1 ? 1 : -1;
  const chance = (response) => (side === 1 ? response.rootInfo.winrate : 1 - response.rootInfo.winrate);
  return {
    turn: after.turnNumber,
    before,
    from: chance(before),
    to: chance(after),
    points: side * (before.rootInfo.scoreLead - after.rootInfo.scoreLead),
  };
});
// The main line's nodes, before variations are added: goToMove() follows the line shown.
const main = [game.root];
while (main.at(-1).children[0]) main.push(main.at(-1).children[0]);
const worst = [...costs]
  .sort((a, b) => b.from - b.to - (a.from - a.to))
  .slice(0, 3)
  .sort((a, b) => a.turn - b.turn);
for (const { turn, before, from, to, points } of worst) {
  game.goTo(main[turn]);
  const player = game.node.color === 'black' ? 'Black' : 'White';
  const best = before.moveInfos[0];
  game.node.setProperty('C', [
    `KataGo: ${player}'s chance fell from ${percent(from)} to ${percent(to)} with this move (${Math.round(points * 10) / 10} points); it preferred ${best.move}, the variation here.`,
  ]);
  game.goTo(main[turn - 1]);
  for (const move of best.pv) {
    if (move === 'pass') game.pass();
    else {
      const { x, y } = point(move, 19);
      if (!game.isLegal({ x, y })) break;
      game.play({ x, y });
    }
  }
}
writeFileSync(join(here, 'shin-jinseo-lian-xiao.sgf'), `${game.toSgf()}\n`);

// The 9x9 game with ownership.
const nine = lines(readFileSync(join(fixtures, 'katawrap/sample_result.jsonl'), 'utf8'))
  .map((line) => JSON.parse(line))
  .filter((response) => response.sgfFile === './sgf/sample001.sgf')
  .sort((a, b) => a.turnNumber - b.turnNumber)
  .map((response) => trimmed(response, (move) => move, true));
writeFileSync(join(here, 'kuy-sor.jsonl'), jsonLines(nine));
writeFileSync(join(here, 'kuy-sor.sgf'), readFileSync(join(fixtures, 'katawrap/sample001.sgf')));

console.log(
  `Wrote ${responses.length} responses of the professional game (variations at moves ${worst.map(({ turn }) => turn).join(', ')}) and ${nine.length} of the 9x9 game.`,
);
