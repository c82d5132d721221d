import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Game, SgfError, init, parseSgf, type SgfNode, type SgfWarning } from '../index.js';

beforeAll(async () => {
  await init();
});

/** The moves of a tree's main line, as SGF move properties. */
function mainLine(root: SgfNode): string[] {
  const moves: string[] = [];
  for (let node: SgfNode | undefined = root; node; node = node.children[0]) {
    if (node.props.B) moves.push(`B[${node.props.B[0]}]`);
    if (node.props.W) moves.push(`W[${node.props.W[0]}]`);
  }
  return moves;
}

describe('Game.fromSgf', () => {
  it('should read the size, komi, setup stones and moves, starting at the root', () => {
    const game = Game.fromSgf('(;GM[1]SZ[9]KM[5.5]AB[cc][gc]AW[ee];B[ge];W[gg]C[Nice move])');
    expect(game.size).toBe(9);
    expect(game.komi).toBe(5.5);
    expect(game.moveNumber).toBe(0);
    expect(game.at({ x: 2, y: 2 })).toBe('black');
    expect(game.at({ x: 6, y: 2 })).toBe('black');
    expect(game.at({ x: 4, y: 4 })).toBe('white');
    expect(game.next()).toBe(true);
    expect(game.at({ x: 6, y: 4 })).toBe('black');
    game.goToEnd();
    expect(game.moveNumber).toBe(2);
    expect(game.node.props.C).toEqual(['Nice move']);
    expect(game.next()).toBe(false);
  });

  it('should expand compressed point lists in setup', () => {
    const game = Game.fromSgf('(;SZ[5]AB[aa:bb]AW[dd:ed])');
    expect(game.board.filter((cell) => cell === 1)).toHaveLength(4);
    expect(game.board.filter((cell) => cell === 2)).toHaveLength(2);
  });

  it('should play a forbidden move as recorded and flag it on its node', () => {
    const game = Game.fromSgf('(;SZ[9];B[aa];W[aa];B[bb])');
    const second = game.root.children[0]!.children[0]!;
    expect(second.illegal).toBe('occupied');
    expect(game.root.children[0]!.illegal).toBeNull();
    game.goToEnd();
    expect(game.at({ x: 0, y: 0 })).toBe('white');
    expect(game.at({ x: 1, y: 1 })).toBe('black');
  });

  it('should play a recorded suicide by taking the chain off', () => {
    const game = Game.fromSgf('(;SZ[3]AB[ba][ab];W[aa])');
    expect(game.root.children[0]!.illegal).toBe('suicide');
    game.goToEnd();
    expect(game.at({ x: 0, y: 0 })).toBeNull();
  });

  it('should read passes as B[] and, on boards up to 19x19, B[tt]', () => {
    const game = Game.fromSgf('(;SZ[19];B[];W[tt])');
    game.goToEnd();
    expect(game.moves).toEqual([
      { color: 'black', pass: true },
      { color: 'white', pass: true },
    ]);
    expect(game.isOver).toBe(true);
  });

  it('should let White move first after handicap stones', () => {
    const game = Game.fromSgf('(;SZ[19]HA[2]AB[dp][pd])');
    expect(game.turn).toBe('white');
    expect(game.handicap).toBe(2);
    game.play({ x: 16, y: 16 });
    expect(game.at({ x: 16, y: 16 })).toBe('white');
  });

  it('should honour PL in the root', () => {
    expect(Game.fromSgf('(;SZ[9]PL[W])').turn).toBe('white');
  });

  it('should read bytes with the charset CA names', () => {
    // A name with an e acute, which ISO-8859-1 writes as the single byte 0xE9.
    const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
    const bytes = Uint8Array.from([...ascii('(;CA[ISO-8859-1]SZ[9]PB[G'), 0xe9, ...ascii('o])')]);
    expect(Game.fromSgf(bytes).root.props.PB).toEqual(['Géo']);
  });

  it('should pick a game of a collection', () => {
    const game = Game.fromSgf('(;SZ[9];B[aa])(;SZ[13];B[bb])', { game: 1 });
    expect(game.size).toBe(13);
    expect(() => Game.fromSgf('(;SZ[9])', { game: 1 })).toThrow(/0\.\.0.*received 1/);
  });

  it('should count a move in the root, as old records have it, as move 1', () => {
    const game = Game.fromSgf('(;SZ[9]B[ee];W[cc];B[gg])');
    const stones = () => game.board.filter((cell) => cell !== 0).length;

    expect([game.moveNumber, stones(), game.turn]).toEqual([1, 1, 'white']);
    expect(game.lastMove).toEqual({ color: 'black', x: 4, y: 4 });
    game.goToEnd();
    expect([game.moveNumber, stones(), game.moves.length]).toEqual([3, 3, 3]);
    game.goToMove(1);
    expect([game.moveNumber, stones()]).toEqual([1, 1]);
    game.goToMove(2);
    expect([game.moveNumber, stones(), game.at({ x: 2, y: 2 })]).toEqual([2, 2, 'white']);
    expect(parseSgf(game.toSgf())[0]?.props.B).toEqual(['ee']);
  });

  it('should put setup stones after a move in the root into a node of their own', () => {
    const game = Game.fromSgf('(;SZ[9]B[ee])');
    game.setup({ white: [{ x: 0, y: 0 }] });

    expect(game.root.props.AW).toBeUndefined();
    expect(game.node.props.AW).toEqual(['aa']);
    expect([game.moveNumber, game.at({ x: 0, y: 0 }), game.at({ x: 4, y: 4 })]).toEqual([1, 'white', 'black']);
  });

  it("should give no move to the root of an FF[4] record whose comment has a stray ']'", () => {
    const game = Game.fromSgf('(;FF[4]SZ[9]C[\\\\] Black to Live];W[ee])');

    expect(game.root.move).toBeNull();
    expect(game.root.props.C).toEqual(['\\']);
    expect(game.toSgf()).not.toMatch(/[;\]\s]L[\s;)]/);
    game.goToEnd();
    expect(game.moveNumber).toBe(1);
  });

  it('should open the game after text holding parentheses, not a phantom one', () => {
    const warnings: string[] = [];
    const game = Game.fromSgf('Game record (SGF):\n(;SZ[9];B[ee])', {
      onWarning: (warning) => warnings.push(warning.message),
    });

    expect(game.size).toBe(9);
    expect(game.root.children[0]?.move).toEqual({ color: 'black', x: 4, y: 4 });
    expect(warnings).toEqual(["Expected '(' to start a game tree, found 'G'"]);
  });

  it.each(['0', '', '-10', 'abc', '19.0'])("should play SZ[%s] on 19x19 with the reader's warning", (size) => {
    const warnings: SgfWarning[] = [];
    const game = Game.fromSgf(`(;GM[1]\nSZ[${size}];B[pd])`, { onWarning: (warning) => warnings.push(warning) });

    expect([game.width, game.height]).toEqual([19, 19]);
    expect(warnings).toEqual([
      {
        message: `Expected SZ to be a board size from 1 to 52, such as '19' or '19:13', found '${size}'`,
        line: 2,
        column: 1,
      },
    ]);
    game.goToEnd();
    expect(game.at({ x: 15, y: 3 })).toBe('black');
    expect(game.root.props.SZ).toEqual([size]);
  });

  it('should play an unreadable SZ on the board the stones need, up to 25x25', () => {
    expect(Game.fromSgf('(;SZ[x]AB[vv];B[aa])').size).toBe(22);
    expect(Game.fromSgf('(;SZ[x];B[aa];W[tt])').size).toBe(19);
    expect(Game.fromSgf('(;SZ[x];B[zz])').size).toBe(25);
  });

  it('should throw an SgfError at a size that is no board size in strict mode', () => {
    const error = (() => {
      try {
        Game.fromSgf('(;GM[1]\n  SZ[0];B[aa])', { strict: true });
      } catch (thrown) {
        return thrown;
      }
    })() as SgfError;

    expect(error).toBeInstanceOf(SgfError);
    expect([error.line, error.column]).toEqual([2, 3]);
  });

  it('should throw an SgfError where SZ asks for a board larger than 25x25', () => {
    const error = (() => {
      try {
        Game.fromSgf('(;SZ[9])\n(;GM[1]\nC[big] SZ[30])', { game: 1 });
      } catch (thrown) {
        return thrown;
      }
    })() as SgfError;

    expect(error).toBeInstanceOf(SgfError);
    expect(error.message).toBe('Expected a board of at most 25x25, found SZ[30]');
    expect([error.line, error.column]).toEqual([3, 8]);
    const bytes = new TextEncoder().encode('(;CA[UTF-8]C[棋]\nSZ[26:9])');
    expect(() => Game.fromSgf(bytes)).toThrow(expect.objectContaining({ name: 'SgfError', line: 2, column: 1 }));
  });

  it('should refuse what it cannot hold, with clear errors', () => {
    expect(() => Game.fromSgf(42 as never)).toThrow(/text or bytes.*42/);
    expect(() => Game.fromSgf('(;SZ[30])')).toThrow(/25x25.*SZ\[30\]/);
    expect(() => Game.fromSgf('(;SZ[9];B[aa]', { strict: true })).toThrow(SgfError);
    expect(() => Game.fromSgf('no record here')).toThrow(SgfError);
    expect(() => Game.fromSgf('')).toThrow(/game tree/);
  });
});

describe('navigation and variations', () => {
  const TREE = '(;SZ[9];B[aa](;W[bb];B[cc])(;W[dd]C[second]))';

  it('should list the variations at a node and step into any of them', () => {
    const game = Game.fromSgf(TREE);
    game.next();
    expect(game.variations.map((node) => node.move)).toEqual([
      { color: 'white', x: 1, y: 1 },
      { color: 'white', x: 3, y: 3 },
    ]);
    game.next(1);
    expect(game.at({ x: 3, y: 3 })).toBe('white');
    expect(game.node.props.C).toEqual(['second']);
    expect(() => game.next(5)).toThrow(/0\.\.-1.*5|variation index/);
    game.previous();
    expect(game.at({ x: 3, y: 3 })).toBeNull();
    // next() follows the variation last visited.
    game.next();
    expect(game.at({ x: 3, y: 3 })).toBe('white');
  });

  it('should go to a move number, the start and the end', () => {
    const game = Game.fromSgf(TREE);
    game.goToEnd();
    expect(game.moveNumber).toBe(3);
    game.goToMove(1);
    expect(game.moveNumber).toBe(1);
    expect(game.at({ x: 1, y: 1 })).toBeNull();
    game.goToMove(99);
    expect(game.moveNumber).toBe(3);
    game.goToStart();
    expect(game.moveNumber).toBe(0);
    expect(game.at({ x: 0, y: 0 })).toBeNull();
    expect(() => game.goToMove(-1)).toThrow(RangeError);
  });

  it('should follow a recorded move when it is played, and start a variation when it differs', () => {
    const game = Game.fromSgf('(;SZ[9];B[aa];W[bb];B[cc])');
    game.play({ x: 0, y: 0 });
    expect(game.root.children).toHaveLength(1);
    game.play({ x: 4, y: 4 });
    const afterFirst = game.root.children[0]!;
    expect(afterFirst.children).toHaveLength(2);
    expect(afterFirst.children[1]!.move).toEqual({ color: 'white', x: 4, y: 4 });
    game.goTo(afterFirst.children[0]!);
    expect(game.at({ x: 1, y: 1 })).toBe('white');
    expect(game.at({ x: 4, y: 4 })).toBeNull();
  });

  it('should refuse a node of another tree', () => {
    const game = Game.fromSgf(TREE);
    const other = Game.fromSgf(TREE);
    expect(() => game.goTo(other.root)).toThrow(/another tree/);
  });
});

describe('Game.toSgf', () => {
  it('should write the whole tree back with everything it read', () => {
    const text =
      '(;GM[1]FF[4]SZ[9]KM[6.5]PB[Honinbo Shusaku]BR[7d]XY[kept]AB[cc];B[ee]C[a \\] bracket]LB[ff:A]TR[gg];W[]BM[1](;B[dd])(;B[ef]N[other]))';
    const written = Game.fromSgf(text).toSgf();
    const [original] = parseSgf(text);
    const [again] = parseSgf(written);
    expect(again!.props.XY).toEqual(['kept']);
    expect(again!.props.PB).toEqual(['Honinbo Shusaku']);
    expect(again!.props.CA).toEqual(['UTF-8']);
    // Below the root the trees are equal.
    expect(again!.children).toEqual(original!.children);
  });

  it('should write moves played on the board', () => {
    const game = new Game({ size: 9 });
    game.play({ x: 2, y: 3 });
    game.pass();
    const [root] = parseSgf(game.toSgf());
    expect(mainLine(root!)).toEqual(['B[cd]', 'W[]']);
    expect(root!.props.SZ).toEqual(['9']);
  });
});

const RECORDS = join(import.meta.dirname, '../../../../../shared/data/sgf');

describe('the real records of shared/data/sgf', () => {
  const files = existsSync(RECORDS) ? readdirSync(RECORDS).filter((name) => name.endsWith('.sgf')) : [];

  it('should be found beside the project, or else the project fixture stands in', () => {
    // Without the shared folder, the project's own record below is the whole check.
    const own = Game.fromSgf('(;SZ[19];B[pd];W[dp];B[pp];W[dd])');
    own.goToEnd();
    expect(own.moveNumber).toBe(4);
    if (existsSync(RECORDS)) expect(files.length).toBeGreaterThan(0);
  });

  for (const name of files) {
    it(`should replay every game of ${name} to its end and write it back to an equal tree`, () => {
      const text = readFileSync(join(RECORDS, name), 'latin1');
      const roots = parseSgf(text);
      roots.forEach((root, index) => {
        const game = Game.fromSgf(text, { game: index });
        let recorded = 0;
        for (let node: SgfNode | undefined = root; node; node = node.children[0]) {
          if (node.props.B || node.props.W) recorded++;
        }
        game.goToEnd();
        expect(game.moveNumber).toBe(recorded);
        const again = parseSgf(game.toSgf())[0]!;
        expect(mainLine(again).map((m) => m.replace('[tt]', '[]'))).toEqual(
          mainLine(root).map((m) => m.replace('[tt]', '[]')),
        );
      });
    });
  }

  it('should find every move of the capture stress game legal under simple ko', () => {
    const file = join(RECORDS, 'under-the-stones.sgf');
    const text = existsSync(file) ? readFileSync(file, 'latin1') : '(;SZ[9];B[aa];W[ba];B[ca];W[ab];B[bb])';
    const game = Game.fromSgf(text);
    const illegal: string[] = [];
    for (let node = game.root.children[0]; node; node = node.children[0]) {
      if (node.illegal) illegal.push(`move ${node.moveNumber}: ${node.illegal}`);
    }
    expect(illegal).toEqual([]);
    game.goToEnd();
    expect(game.moveNumber).toBeGreaterThan(existsSync(file) ? 1000 : 4);
    expect(game.captures.black + game.captures.white).toBeGreaterThan(existsSync(file) ? 100 : 0);
  });
});

describe('damaged setup in a record', () => {
  it('should leave out malformed and off-board setup points with a warning', async () => {
    const warnings: string[] = [];
    const game = Game.fromSgf('(;SZ[5]AB[aa][zz9][ee]AW[jj];B[bb])', { onWarning: (w) => warnings.push(w.message) });
    expect(game.at({ x: 0, y: 0 })).toBe('black');
    expect(game.at({ x: 4, y: 4 })).toBe('black');
    expect(game.board.filter((cell) => cell !== 0)).toHaveLength(2);
    expect(warnings.some((message) => message.includes('zz9'))).toBe(true);
    expect(warnings.some((message) => message.includes("'jj'"))).toBe(true);
    game.goToEnd();
    expect(game.at({ x: 1, y: 1 })).toBe('black');
  });
});

describe('very large records', () => {
  it('should read a 100,000-move main line and step to its end', () => {
    const moves: string[] = [];
    for (let i = 0; i < 100_000; i++) {
      const x = (i * 7) % 19;
      const y = Math.floor(i / 19) % 19;
      moves.push(`;${i % 2 ? 'W' : 'B'}[${String.fromCharCode(97 + x, 97 + y)}]`);
    }
    const game = Game.fromSgf(`(;SZ[19]${moves.join('')})`);
    game.goToEnd();
    expect(game.moveNumber).toBe(100_000);
    game.goToMove(99_990);
    expect(game.moveNumber).toBe(99_990);
  });

  it('should read 10,000 nested variations and flag moves in every one', () => {
    // Each level has a variation that plays on an occupied point.
    let text = '';
    for (let i = 0; i < 10_000; i++) text += `(;B[${i % 2 ? 'aa' : 'bb'}](;W[aa])`;
    text = `(;SZ[19]${text}${')'.repeat(10_000)})`;
    const game = Game.fromSgf(text);
    // Every level is a black move with two followers: the white leaf W[aa], and the next level.
    let node = game.root;
    let flaggedLeaves = 0;
    let depth = 0;
    while (node.children.length > 0) {
      const leaf = node.children.find((child) => child.children.length === 0 && child.color === 'white');
      if (leaf?.illegal === 'occupied') flaggedLeaves++;
      node = node.children.find((child) => child.color === 'black') ?? node.children[0]!;
      depth++;
    }
    // From the second level on, aa holds a black stone, so every W[aa] leaf is flagged.
    expect(flaggedLeaves).toBe(9_999);
    game.goTo(node);
    expect(game.moveNumber).toBe(depth);
  });
});
