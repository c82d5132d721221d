import { beforeAll, describe, expect, it } from 'vitest';
import { Game, init, parseSgf } from '../index.js';
import {
  gameInformation,
  hasComment,
  moveJudgement,
  nodeComment,
  nodeMarkup,
  nodeName,
  readResult,
  recordedResult,
  setupPoints,
  viewPoints,
} from './index.js';

beforeAll(async () => {
  await init();
});

/** The root of the first game tree of `text`. */
const rootOf = (text: string) => parseSgf(text)[0]!;

describe('nodeName and nodeComment', () => {
  it('should read N as one line and C with its line breaks, both unescaped and trimmed', () => {
    const root = rootOf('(;N[ The \\] joseki\n  line ]C[  First line\\\\\nsecond \\] line \n\n])');
    expect(nodeName(root)).toBe('The ] joseki line');
    expect(nodeComment(root)).toBe('First line\\\nsecond ] line');
  });

  it("should give '' for a node without them, or with blank ones", () => {
    expect(nodeName(rootOf('(;SZ[9])'))).toBe('');
    expect(nodeComment(rootOf('(;SZ[9])'))).toBe('');
    expect(nodeComment(rootOf('(;C[ \n ])'))).toBe('');
  });
});

describe('hasComment and moveJudgement', () => {
  it('should say whether a node has a comment with text in it', () => {
    expect(hasComment(rootOf('(;C[Look])'))).toBe(true);
    expect(hasComment(rootOf('(;C[])'))).toBe(false);
    expect(hasComment(rootOf('(;GN[x])'))).toBe(false);
  });

  it('should read TE, BM, DO and IT, and null without one', () => {
    const game = Game.fromSgf('(;SZ[9];B[aa]TE[1];W[bb]BM[2];B[cc]DO[];W[dd]IT[];B[ee]C[plain])');
    const line = [game.root.children[0]!];
    while (line.at(-1)!.children.length > 0) line.push(line.at(-1)!.children[0]!);
    expect(line.map(moveJudgement)).toEqual(['tesuji', 'bad', 'doubtful', 'interesting', null]);
  });

  it('should take the first of TE, BM, DO, IT when a damaged node holds several', () => {
    expect(moveJudgement(rootOf('(;B[aa]IT[]BM[1])'))).toBe('bad');
  });
});

describe('gameInformation and recordedResult', () => {
  it('should read every field as SimpleText: one line, unescaped, trimmed', () => {
    const root = rootOf(
      '(;GN[Ear-reddening\ngame]PB[Honinbo\r\n Shusaku]BR[4d]PW[Gennan \\] Inseki]WR[8d]RE[B+2]DT[1846-09-11]' +
        'EV[Castle game]RO[2]PC[Osaka]KM[0]HA[0])',
    );
    expect(gameInformation(root)).toEqual({
      name: 'Ear-reddening game',
      black: 'Honinbo Shusaku',
      blackRank: '4d',
      white: 'Gennan ] Inseki',
      whiteRank: '8d',
      result: 'B+2',
      date: '1846-09-11',
      event: 'Castle game',
      round: '2',
      place: 'Osaka',
      komi: '0',
      handicap: '0',
    });
    expect(recordedResult(root)).toBe('B+2');
  });

  it("should give '' for each field a record lacks, and no result for none or a blank one", () => {
    const info = gameInformation(rootOf('(;SZ[9])'));
    expect(Object.values(info).every((value) => value === '')).toBe(true);
    expect(recordedResult(rootOf('(;SZ[9])'))).toBe(null);
    expect(recordedResult(rootOf('(;RE[ ])'))).toBe(null);
  });

  it("should read a game's root as well as a parsed record's", () => {
    expect(gameInformation(Game.fromSgf('(;SZ[9]PB[Black]RE[W+R])').root).black).toBe('Black');
    expect(recordedResult(Game.fromSgf('(;SZ[9]PB[Black]RE[W+R])').root)).toBe('W+R');
  });
});

describe('readResult', () => {
  it('should read wins by resignation, time, forfeit and points', () => {
    expect(readResult('B+R')).toEqual({ draw: false, winner: 'black', by: 'resignation' });
    expect(readResult('W+Resign')).toEqual({ draw: false, winner: 'white', by: 'resignation' });
    expect(readResult('W+T')).toEqual({ draw: false, winner: 'white', by: 'time' });
    expect(readResult('B+Time')).toEqual({ draw: false, winner: 'black', by: 'time' });
    expect(readResult('B+F')).toEqual({ draw: false, winner: 'black', by: 'forfeit' });
    expect(readResult('W+12.5')).toEqual({ draw: false, winner: 'white', by: 12.5 });
    expect(readResult(' W+0,5 ')).toEqual({ draw: false, winner: 'white', by: 0.5 });
    expect(readResult('b+r')).toEqual({ draw: false, winner: 'black', by: 'resignation' });
  });

  it('should read a win by an unknown margin, and draws', () => {
    expect(readResult('B+')).toEqual({ draw: false, winner: 'black', by: null });
    expect(readResult('0')).toEqual({ draw: true });
    expect(readResult('Draw')).toEqual({ draw: true });
    expect(readResult('jigo')).toEqual({ draw: true });
  });

  it('should give null for no result, an unknown one, and what it cannot read', () => {
    for (const text of ['Void', '?', '', 'B+many', 'W+-3', 'X+R', 'B R', 'W+1e3']) expect(readResult(text)).toBe(null);
  });
});

describe('nodeMarkup', () => {
  it('should read marks, selected points, labels, arrows, lines and territory on the board', () => {
    const root = rootOf(
      '(;SZ[9]TR[aa][bb:cb]SQ[dd]CR[ee]MA[ff]SL[gg]LB[hh:A][ii:a\\:b][ab:]AR[aa:cc]LN[bb:dd]TB[ha]TW[ia])',
    );
    expect(nodeMarkup(root, 9, 9)).toEqual({
      marks: [
        { x: 0, y: 0, shape: 'triangle' },
        { x: 1, y: 1, shape: 'triangle' },
        { x: 2, y: 1, shape: 'triangle' },
        { x: 3, y: 3, shape: 'square' },
        { x: 4, y: 4, shape: 'circle' },
        { x: 5, y: 5, shape: 'cross' },
      ],
      labels: [
        { x: 7, y: 7, text: 'A' },
        { x: 8, y: 8, text: 'a:b' },
      ],
      arrows: [{ from: { x: 0, y: 0 }, to: { x: 2, y: 2 } }],
      lines: [{ from: { x: 1, y: 1 }, to: { x: 3, y: 3 } }],
      selected: [{ x: 6, y: 6 }],
      dimmed: [],
      territory: [
        { x: 7, y: 0, color: 'black' },
        { x: 8, y: 0, color: 'white' },
      ],
    });
  });

  it('should skip what is malformed or off the board, and segments from a point to itself', () => {
    const root = rootOf('(;SZ[9]TR[zz][a][cc]LB[zz:A][!!:B]AR[aa:aa][aa:zz][a:bb]LN[cc:dd])');
    const markup = nodeMarkup(root, 9, 9);
    expect(markup.marks).toEqual([{ x: 2, y: 2, shape: 'triangle' }]);
    expect(markup.labels).toEqual([]);
    expect(markup.arrows).toEqual([]);
    expect(markup.lines).toEqual([{ from: { x: 2, y: 2 }, to: { x: 3, y: 3 } }]);
  });

  it('should hold DD from its node on until another DD, which DD[] clears', () => {
    const game = Game.fromSgf('(;SZ[9]DD[aa:ba];B[ee];W[ff]DD[];B[gg]DD[cc])');
    const line = [game.root];
    while (line.at(-1)!.children.length > 0) line.push(line.at(-1)!.children[0]!);
    expect(line.map((node) => nodeMarkup(node, 9, 9).dimmed)).toEqual([
      [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
      ],
      [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
      ],
      [],
      [{ x: 2, y: 2 }],
    ]);
  });
});

describe('viewPoints and setupPoints', () => {
  it('should read VW from the nearest node that has one, none for VW[]', () => {
    const game = Game.fromSgf('(;SZ[9]VW[aa:cc];B[ee];W[ff]VW[])');
    const move = game.root.children[0]!;
    expect(viewPoints(move, 9, 9)).toHaveLength(9);
    expect(viewPoints(move, 9, 9)[8]).toEqual({ x: 2, y: 2 });
    expect(viewPoints(move.children[0]!, 9, 9)).toEqual([]);
    expect(viewPoints(Game.fromSgf('(;SZ[9])').root, 9, 9)).toEqual([]);
  });

  it("should read a node's AB, AW and AE, dropping what is off the board or malformed", () => {
    const root = rootOf('(;SZ[9]AB[aa][ba][zz]AW[cc:dc][x]AE[ii])');
    expect(setupPoints(root, 9, 9)).toEqual({
      black: [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
      ],
      white: [
        { x: 2, y: 2 },
        { x: 3, y: 2 },
      ],
      empty: [{ x: 8, y: 8 }],
    });
  });
});
