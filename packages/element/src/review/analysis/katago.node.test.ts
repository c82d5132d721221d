// Reading KataGo's analysis JSON, on real outputs of the engine (test-fixtures/katago, see its
// README): a professional game turn by turn, KataGo's own regression outputs with win rates for
// Black and for the side to move, and 9x9 games with ownership.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Game, init, type Color } from '@go-board/rules';
import { AnalysisError, readAnalysis, responsesOf, type AnalysisBoard } from './katago.js';

const fixture = (path: string): string =>
  readFileSync(new URL(`../../../test-fixtures/katago/${path}`, import.meta.url), 'utf8');
const lines = (text: string): string[] => text.split('\n').filter((line) => line.trim() !== '');

/** The board of a game record: its size, and who moves after each turn of its main line. */
function boardOf(sgf: string): AnalysisBoard {
  const game = Game.fromSgf(sgf);
  const toMove: Color[] = [];
  game.goToStart();
  do toMove.push(game.turn);
  while (game.next());
  return { width: game.width, height: game.height, toMoveAt: (turn) => toMove[turn] ?? null };
}

/** A board of `size` where `first` moves first and the colours alternate. */
const alternating = (size: number, first: Color): AnalysisBoard => ({
  width: size,
  height: size,
  toMoveAt: (turn) => (turn % 2 === 0 ? first : first === 'black' ? 'white' : 'black'),
});

beforeAll(async () => {
  await init();
});

describe('readAnalysis on a professional game (Shin Jinseo - Lian Xiao, analysed by KataGo)', () => {
  const [record, ...responses] = lines(fixture('analyze-sgf/t-lian-vs-shin.json'));

  it('should read a response for every position of the game, turn by turn, from the JSON lines', () => {
    const evaluations = readAnalysis(responses.join('\n'), boardOf(record!));
    expect([...evaluations.keys()]).toEqual(Array.from({ length: 208 }, (_, turn) => turn));
    const start = evaluations.get(0)!;
    const first = JSON.parse(responses[0]!);
    expect(start.winRate).toBe(first.rootInfo.winrate);
    expect(start.scoreLead).toBe(first.rootInfo.scoreLead);
    expect(start.visits).toBe(6415);
    expect(start.ownership).toBeNull();
    expect(start.candidates).toHaveLength(first.moveInfos.length);
  });

  it("should keep the engine's figures for Black, which do not flip from turn to turn", () => {
    const evaluations = readAnalysis(responses, boardOf(record!));
    // Black won by resignation: the last positions are Black's.
    expect(evaluations.get(207)!.winRate).toBeGreaterThan(0.99);
    expect(evaluations.get(207)!.scoreLead).toBeGreaterThan(0);
    for (let turn = 0; turn < 10; turn++) expect(evaluations.get(turn)!.winRate).toBeLessThan(0.5);
  });

  it("should put the candidates in the engine's order, each with its point and line", () => {
    const evaluations = readAnalysis(responses, boardOf(record!));
    const raw = JSON.parse(responses[100]!);
    const best = raw.moveInfos.find((info: { order: number }) => info.order === 0);
    const candidate = evaluations.get(100)!.candidates[0]!;
    // GTP names count columns without I and rows from the bottom.
    const column = 'ABCDEFGHJKLMNOPQRST'.indexOf(best.move[0]);
    expect(candidate.point).toEqual({ x: column, y: 19 - Number(best.move.slice(1)) });
    expect(candidate.visits).toBe(best.visits);
    expect(candidate.winRate).toBe(best.winrate);
    expect(candidate.pv).toHaveLength(best.pv.length);
    expect(candidate.pv[0]).toEqual(candidate.point);
  });
});

describe("readAnalysis on KataGo's own regression outputs", () => {
  const black = lines(fixture('katago/basic.txt.stdout'));
  const sideToMove = lines(fixture('katago/basic_sidetomove.stdout'));
  // Responses 2 to 4 are one 7x7 game, White first: turn 2 (White to move) and turn 3 twice.
  const sevenByBlack = black.slice(1, 4);
  const sevenBySide = sideToMove.slice(1, 4);
  const seven = alternating(7, 'white');

  it('should read win rates for the side to move as the same figures for Black, ownership too', () => {
    const fromBlack = readAnalysis(sevenByBlack, seven);
    const fromSide = readAnalysis(sevenBySide, seven);
    for (const turn of [2, 3]) {
      expect(fromSide.get(turn)!.winRate).toBeCloseTo(fromBlack.get(turn)!.winRate, 2);
      expect(fromSide.get(turn)!.scoreLead).toBeCloseTo(fromBlack.get(turn)!.scoreLead!, 1);
    }
    // White was to move at turn 2: the side to move's figures are turned over.
    expect(JSON.parse(sevenBySide[0]!).rootInfo.winrate).toBeGreaterThan(0.9);
    expect(fromSide.get(2)!.winRate).toBeLessThan(0.1);
    expect(fromSide.get(2)!.ownership).toHaveLength(49);
    expect([...fromSide.get(2)!.ownership!]).toEqual(
      JSON.parse(sevenBySide[0]!).ownership.map((value: number) => Math.fround(-value)),
    );
  });

  it('should keep the later of two responses for a turn, as the engine sends them', () => {
    const evaluations = readAnalysis(sevenByBlack, seven);
    expect(evaluations.get(3)!.visits).toBe(JSON.parse(sevenByBlack[2]!).rootInfo.visits);
  });

  it('should read one position with the perspective the page names, when no turn follows another', () => {
    const nineteen = alternating(19, 'white');
    const fromBlack = readAnalysis(black[0]!, nineteen);
    const fromSide = readAnalysis(sideToMove[0]!, nineteen, 'side-to-move');
    expect(fromSide.get(2)!.winRate).toBeCloseTo(fromBlack.get(2)!.winRate, 2);
    expect(readAnalysis(black[0]!, nineteen, 'white').get(2)!.winRate).toBeCloseTo(1 - fromBlack.get(2)!.winRate, 6);
  });
});

describe('readAnalysis on 9x9 games with ownership (katawrap)', () => {
  const game = lines(fixture('katawrap/sample_result.jsonl')).filter(
    (line) => JSON.parse(line).sgfFile === './sgf/sample001.sgf',
  );

  it("should read every turn with the ownership of each point, as Black's", () => {
    const evaluations = readAnalysis(game, boardOf(fixture('katawrap/sample001.sgf')));
    expect(evaluations.size).toBe(52);
    const raw = JSON.parse(game.find((line) => JSON.parse(line).turnNumber === 8)!);
    const eight = evaluations.get(8)!;
    expect(eight.ownership).toHaveLength(81);
    expect(eight.ownership![40]).toBeCloseTo(raw.ownership[40], 5);
    expect(eight.winRate).toBe(raw.rootInfo.winrate);
  });
});

describe('readAnalysis given something else', () => {
  const seven = alternating(7, 'white');
  const response = JSON.parse(lines(fixture('katago/basic.txt.stdout'))[1]!);

  it('should take an array, one object, JSON text of either, or JSON lines', () => {
    for (const value of [
      [response],
      response,
      JSON.stringify([response]),
      JSON.stringify(response, null, 2),
      `${JSON.stringify(response)}\n\n`,
    ]) {
      expect([...readAnalysis(value, seven).keys()]).toEqual([2]);
    }
    expect(responsesOf(`${JSON.stringify(response)}\n${JSON.stringify(response)}`)).toHaveLength(2);
  });

  it('should say which line is not JSON, which value is wrong and what it expected', () => {
    const cases: [unknown, RegExp][] = [
      ['', /Expected KataGo analysis JSON, received an empty text/],
      [
        `${JSON.stringify(response)}\n(;SZ[19];B[pd])`,
        /Expected line 2 to be JSON .* received "\(;SZ\[19\];B\[pd\]\)"/,
      ],
      [42, /Expected each response to be an object .* received 42 at index 0/],
      [
        { ...response, moveInfos: 'none' },
        /In the response for turn 2: expected moveInfos to be an array, received "none"/,
      ],
      [
        { ...response, moveInfos: [{ ...response.moveInfos[0], winrate: 1.5 }] },
        /expected the winrate of "D5" to be a number from 0 to 1, received 1.5/,
      ],
      [
        { ...response, moveInfos: [{ ...response.moveInfos[0], move: 'Q16' }] },
        /expected move to be a point of this 7x7 board such as "D4", or "pass", received "Q16"/,
      ],
      [
        { ...response, ownership: [0, 1] },
        /expected ownership to hold 49 values, one per point of this 7x7 board, received 2 values/,
      ],
      [{ ...response, turnNumber: -1 }, /Expected turnNumber to be a whole number from 0, received -1/],
      [{ id: 'foo', error: 'Could not parse json' }, /received KataGo's error "Could not parse json"/],
      [[{ id: 'foo', version: '1.17.2' }], /Expected at least one analysis response with a turnNumber, received none/],
    ];
    for (const [value, message] of cases) {
      expect(() => readAnalysis(value, seven)).toThrow(AnalysisError);
      expect(() => readAnalysis(value, seven)).toThrow(message);
    }
  });

  it('should let a final response stand over a later progress report of the same turn', () => {
    const final = { ...response, rootInfo: { ...response.rootInfo, visits: 10 } };
    const during = { ...response, isDuringSearch: true, rootInfo: { ...response.rootInfo, visits: 3 } };
    expect(readAnalysis([during, final], seven).get(2)!.visits).toBe(10);
    expect(readAnalysis([final, during], seven).get(2)!.visits).toBe(10);
  });
});
