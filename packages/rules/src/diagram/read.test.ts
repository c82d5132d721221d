import { beforeAll, describe, expect, it } from 'vitest';
import { init } from '../init.js';
import { parseSgf } from '../sgf/parse.js';
import type { SgfNode } from '../sgf/types.js';
import { DiagramError } from './errors.js';
import { EVERY_SYMBOL } from './test-support/diagrams.js';
import { parseDiagram } from './parse.js';
import { readDiagram } from './read.js';

beforeAll(async () => {
  await init();
});

/** The root of the record a diagram reads into, and its main line's nodes. */
function record(text: string): { root: SgfNode; line: SgfNode[] } {
  const root = parseSgf(readDiagram(text).sgf)[0]!;
  const line: SgfNode[] = [];
  for (let node: SgfNode | undefined = root; node; node = node.children[0]) line.push(node);
  return { root, line };
}

const sorted = (values: string[] | undefined): string[] => [...(values ?? [])].sort();

describe('readDiagram', () => {
  it('should read every stone, mark, label and space symbol of a whole 9x9 board', () => {
    const { root, line } = record(EVERY_SYMBOL);
    expect(line).toHaveLength(1);
    expect(root.props.SZ).toEqual(['9']);
    expect(root.props.VW).toBeUndefined();
    expect(root.props.GN).toEqual(['Every symbol']);
    expect(sorted(root.props.AB)).toEqual(['aa', 'ca', 'ea', 'ga', 'ia']);
    expect(sorted(root.props.AW)).toEqual(['ab', 'ba', 'da', 'fa', 'ha']);
    expect(sorted(root.props.CR)).toEqual(['ca', 'cb', 'da']);
    expect(sorted(root.props.SQ)).toEqual(['db', 'ea', 'fa']);
    expect(sorted(root.props.TR)).toEqual(['eb', 'ga', 'ha']);
    expect(sorted(root.props.MA)).toEqual(['ab', 'fb', 'ia']);
    expect(sorted(root.props.LB)).toEqual(['gb:a', 'hb:b']);
    expect(root.props.DD).toEqual(['ib']);
  });

  it('should number moves 1 to 9 and 0 for 10, Black first unless $$W says White', () => {
    const moves = (text: string) =>
      record(text)
        .line.slice(1)
        .map((node) =>
          Object.entries(node.props)
            .filter(([name]) => name === 'B' || name === 'W')
            .flat()
            .join(''),
        );
    const rows = '$$ . . . . . . . . . . . .\n$$ . 1 2 3 4 5 6 7 8 9 0 .\n$$ . . . . . . . . . . . .';
    expect(moves(`$$B Black to play\n${rows}`)).toEqual([
      'Bej',
      'Wfj',
      'Bgj',
      'Whj',
      'Bij',
      'Wjj',
      'Bkj',
      'Wlj',
      'Bmj',
      'Wnj',
    ]);
    expect(moves(`$$W White to play\n${rows}`)).toEqual([
      'Wej',
      'Bfj',
      'Wgj',
      'Bhj',
      'Wij',
      'Bjj',
      'Wkj',
      'Blj',
      'Wmj',
      'Bnj',
    ]);
    expect(record(`$$W White to play\n${rows}`).root.props.PL).toEqual(['W']);
  });

  it('should start the numbers at $$m and record it as MN', () => {
    const { line } = record('$$Wm67 From move 67\n$$ . . . .\n$$ . 1 2 .\n$$ . . . .');
    expect(line[1]!.props).toEqual({ W: ['ij'], MN: ['67'] });
    expect(line[2]!.props).toEqual({ B: ['jj'] });
  });

  it('should play a ko from the notes of the title, and flag no move illegal', () => {
    // 1 takes the ko (the white stone that stood at 4), 4 takes back, 7 takes again at 1.
    const text = `$$B A ko fight (7 at 1)
$$ . . . . . .
$$ . . O X . .
$$ . O 1 4 X .
$$ . . O X . .
$$ . 2 3 5 6 .`;
    const { line } = record(text);
    const moves = line.slice(1).map((node) => `${Object.keys(node.props)[0]}${Object.values(node.props)[0]}`);
    // The diagram is 6x5 in the middle of 19x19, from (6, 7).
    expect(moves).toEqual(['Bij', 'Whl', 'Bil', 'Wjj', 'Bjl', 'Wkl', 'Bij']);
    const game = parseDiagram(text);
    expect(game.moveNumber).toBe(7);
    for (let node = game.node; node.parent; node = node.parent) expect(node.illegal).toBeNull();
    expect(game.at({ x: 8, y: 9 })).toBe('black');
    expect(game.at({ x: 9, y: 9 })).toBeNull();
    expect(game.captures).toEqual({ black: 1, white: 1 });
  });

  it('should place a corner diagram by its edges and show only that part', () => {
    expect(record('$$\n$$ +------\n$$ | . X .\n$$ | . . O').root.props.VW).toEqual(['aa:cb']);
    const lowerRight = record('$$13\n$$ . X . |\n$$ . . O |\n$$ ------+').root;
    expect(lowerRight.props.SZ).toEqual(['13']);
    expect(lowerRight.props.VW).toEqual(['kl:mm']);
    expect(lowerRight.props.AB).toEqual(['ll']);
    // No edge: the middle of the board.
    expect(record('$$\n$$ . X .').root.props.VW).toEqual(['ij:kj']);
  });

  it('should take the size from edges on all sides, rectangular boards too', () => {
    const { root } = record(
      '$$\n$$ +-----------+\n$$ | . . . . . |\n$$ | . X . O . |\n$$ | . . . . . |\n$$ +-----------+',
    );
    expect(root.props.SZ).toEqual(['5:3']);
    expect(root.props.VW).toBeUndefined();
    const square = record('$$\n$$ | . . . |\n$$ | . X . |\n$$ | . . . |').root;
    expect(square.props.SZ).toEqual(['3']);
    expect(square.props.VW).toBeUndefined();
  });

  it('should keep the coordinates flag and the title in the figure, and read arrows and lines', () => {
    const text = `$$Bc Arrows and lines
$$  ------------------
$$ | . . . . . . . . .
$$ | . . O O . X . . .
$$ | . . X X O . . . .
$$ | . . . . . . . . .
$$ {AR C17 C15}
$$ {LN 4:2 6:4} {AR e17 g15}`;
    const read = readDiagram(text);
    expect(read).toMatchObject({ title: 'Arrows and lines', coordinates: true, moves: 0 });
    const { root } = record(text);
    expect(root.props.FG).toEqual(['0:Arrows and lines']);
    expect(root.props.AR).toEqual(['cc:ce', 'ec:ge']);
    expect(root.props.LN).toEqual(['db:fd']);
    expect(record('$$ No coordinates\n$$ . X').root.props.FG).toEqual(['1:No coordinates']);
  });

  it('should treat a first line that draws points as a row, with no title', () => {
    const { root } = record('$$ | . X\n$$ | O .');
    expect(root.props.GN).toBeUndefined();
    expect(root.props.AB).toEqual(['bi']);
  });

  it('should make a pass of a number the diagram leaves out, keeping the later colours', () => {
    const { line } = record('$$B\n$$ . 1 . 3 .');
    expect(line.slice(1).map((node) => node.props)).toEqual([{ B: ['ij'] }, { W: [''] }, { B: ['kj'] }]);
  });

  it('should ignore links, blank lines and whitespace between symbols', () => {
    const { root } = record('\n$$ Links\n$$ |.X.\n$$\n$$ |O..\n$$ [X|SomePage]\n');
    expect(root.props.AB).toEqual(['bi']);
    expect(root.props.AW).toEqual(['aj']);
  });

  it('should say what it expected, and on which line', () => {
    const fails = (text: string, message: RegExp, line: number) => {
      let caught: unknown;
      try {
        readDiagram(text);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(DiagramError);
      expect((caught as DiagramError).message).toMatch(message);
      expect((caught as DiagramError).line).toBe(line);
    };
    fails('', /received empty text/, 0);
    fails('$$ Title\n. X .', /start with \$\$, received '\. X \.'/, 2);
    fails('$$\n$$ . X .\n$$ . X', /hold 3 points as the first does, received 2/, 3);
    fails('$$\n$$ . % .', /received '%'/, 2);
    fails('$$\n$$ . | .', /an edge in the middle of a row/, 2);
    fails('$$\n$$ | . X\n$$ . X', /same edges/, 3);
    fails('$$\n$$ 1 . 1', /each numbered stone once/, 2);
    fails('$$30', /size from 1 to 25/, 1);
    fails(`$$\n$$ ${'. '.repeat(21)}`, /fit on the 19x19 board; give the size after \$\$, such as \$\$21/, 0);
    fails('$$9\n$$ | . . |', /Expected 9 points between the left and right edges/, 2);
    fails('$$\n$$ . X\n$$ {AR Z30 A1}', /received 'Z30'/, 3);
    fails('$$\n$$ . X\n$$ {SQ A1 B2}', /received \{SQ/, 3);
    fails('$$\n$$ . X\n$$ {AR A1 A1}', /two different points/, 3);
    fails('$$\n$$ ---\n$$ . X\n$$ ---\n$$ . X', /no rows below the bottom edge/, 5);
  });

  it('should refuse what is not text', () => {
    expect(() => readDiagram(42 as never)).toThrow(/Expected the text of a diagram, received number/);
  });
});

describe('parseDiagram', () => {
  it('should give a Game at the position the diagram shows, with its SGF', () => {
    const game = parseDiagram('$$B Black to play\n$$ +-------\n$$ | . . .\n$$ | . 1 O\n$$ | . X 2');
    expect(game.size).toBe(19);
    expect(game.moveNumber).toBe(2);
    expect(game.at({ x: 1, y: 1 })).toBe('black');
    expect(game.at({ x: 2, y: 2 })).toBe('white');
    expect(game.toSgf()).toContain('GN[Black to play]');
    expect(game.toSgf()).toContain('VW[aa:cc]');
  });
});
