import { beforeAll, describe, expect, it } from 'vitest';
import {
  Game,
  init,
  markLine,
  markOf,
  moveAnnotationOf,
  moveVariation,
  nodeAnnotations,
  positionAnnotationOf,
  Problem,
  promoteVariation,
  setMoveAnnotation,
  setNodeAnnotations,
  setPositionAnnotation,
  type MoveJudgement,
  type PositionJudgement,
} from '../index.js';

beforeAll(async () => {
  await init();
});

/** Black C3 with three answers, and a variation at the root. */
const record = () => Game.fromSgf('(;SZ[9](;B[cc](;W[dd];B[ee])(;W[ff])(;W[gg]))(;B[hh]))');

describe('promoteVariation and moveVariation', () => {
  it('should make the line through a node the main line, from the root down', () => {
    const game = record();
    const deep = game.root.children[0]!.children[2]!;
    game.goTo(game.root.children[1]!);
    expect(promoteVariation(game, deep)).toBe(true);
    expect(game.root.children[0]!.children.map((node) => node.move)).toEqual([
      { color: 'white', x: 6, y: 6 },
      { color: 'white', x: 3, y: 3 },
      { color: 'white', x: 5, y: 5 },
    ]);
    expect(promoteVariation(game, deep)).toBe(false);
    expect(Game.fromSgf(game.toSgf()).toSgf()).toBe(game.toSgf());
    // The position shown stays where it was.
    expect(game.node.move).toEqual({ color: 'black', x: 7, y: 7 });
    game.goToStart();
    game.goToEnd();
    expect(game.node.move).toEqual({ color: 'black', x: 7, y: 7 });
    promoteVariation(game, deep);
    game.goToStart();
    game.next(0);
    game.next();
    expect(game.node).toBe(deep);
  });

  it('should move a variation up and down among its siblings, stopping at the ends', () => {
    const game = record();
    const answers = game.root.children[0]!.children;
    const second = answers[1]!;
    expect(moveVariation(game, second, 1)).toBe(true);
    expect(answers.indexOf(second)).toBe(2);
    expect(moveVariation(game, second, 1)).toBe(false);
    expect(moveVariation(game, second, -5)).toBe(true);
    expect(answers.indexOf(second)).toBe(0);
  });

  it('should refuse the root and nodes of other trees', () => {
    const game = record();
    expect(() => promoteVariation(game, game.root)).toThrow(/received the root/);
    expect(() => moveVariation(game, record().root.children[0]!, 1)).toThrow(/another tree/);
    expect(() => moveVariation(game, game.root.children[1]!, 0.5)).toThrow(/whole number/);
  });
});

describe('annotations', () => {
  it('should keep one move annotation and one position annotation, as SGF writes them', () => {
    const game = record();
    game.next();
    setMoveAnnotation(game.node, 'TE');
    setMoveAnnotation(game.node, 'DO');
    setPositionAnnotation(game.node, 'GB');
    expect(game.node.props).toEqual({ DO: [''], GB: ['1'] });
    expect([moveAnnotationOf(game.node), positionAnnotationOf(game.node)]).toEqual(['DO', 'GB']);
    expect(game.toSgf()).toContain('B[cc]DO[]GB[1]');
    setMoveAnnotation(game.node, null);
    setPositionAnnotation(game.node, null);
    expect(game.node.props).toEqual({});
    expect(() => setMoveAnnotation(game.root, 'BM')).toThrow(/a node with a move/);
    expect(() => setPositionAnnotation(game.root, 'TE' as never)).toThrow(/Expected one of 'GB'/);
  });
});

describe('nodeAnnotations and setNodeAnnotations', () => {
  it('should read and write the judgements and the hotspot in words, as SGF writes them', () => {
    const game = record();
    game.next();
    expect(nodeAnnotations(game.node)).toEqual({ move: null, position: null, hotspot: false });
    setNodeAnnotations(game.node, { move: 'tesuji', position: 'good-for-white', hotspot: true });
    expect(game.node.props).toEqual({ TE: ['1'], GW: ['1'], HO: ['1'] });
    expect(nodeAnnotations(game.node)).toEqual({ move: 'tesuji', position: 'good-for-white', hotspot: true });
    setNodeAnnotations(game.node, { move: 'doubtful' });
    expect(game.toSgf()).toContain('B[cc]GW[1]HO[1]DO[]');
    const words: [MoveJudgement | PositionJudgement, string][] = [
      ['bad', 'BM'],
      ['interesting', 'IT'],
      ['good-for-black', 'GB'],
      ['even', 'DM'],
      ['unclear', 'UC'],
    ];
    for (const [word, name] of words) {
      setNodeAnnotations(
        game.node,
        name === 'BM' || name === 'IT' ? { move: word as MoveJudgement } : { position: word as PositionJudgement },
      );
      expect(game.node.props[name]).toBeDefined();
    }
    setNodeAnnotations(game.node, { move: null, position: null, hotspot: false });
    expect(game.node.props).toEqual({});
  });

  it("should refuse another word, or a move's judgement without a move, changing nothing", () => {
    const game = record();
    setNodeAnnotations(game.root, { position: 'even' });
    expect(() => setNodeAnnotations(game.root, { hotspot: true, move: 'bad' })).toThrow(/a node with a move/);
    expect(() => setNodeAnnotations(game.root, { hotspot: true, position: 'GB' as never })).toThrow(
      /'good-for-black'.*received "GB"/,
    );
    expect(() => setNodeAnnotations(game.root, { hotspot: 'yes' as never })).toThrow(/true or false/);
    expect(game.root.props).toMatchObject({ DM: ['1'] });
    expect(game.root.props.HO).toBeUndefined();
  });
});

describe('markLine', () => {
  it('should mark a line right or wrong with the first word of its comment, which Problem reads', () => {
    const game = Game.fromSgf('(;SZ[9]AB[aa](;B[ba]C[Black takes];W[ca])(;B[cb]))');
    const [first, second] = game.root.children;
    markLine(first!.children[0]!, 'right');
    expect(first!.children[0]!.props.C).toEqual(['RIGHT']);
    markLine(first!, 'wrong');
    expect(first!.props.C).toEqual(['WRONG\nBlack takes']);
    markLine(first!, 'right');
    expect(first!.props.C).toEqual(['RIGHT\nBlack takes']);
    markLine(first!, null);
    expect(first!.props.C).toEqual(['Black takes']);
    expect(markOf(first!.children[0]!, 'black')).toBe('right');
    const problem = new Problem(Game.fromSgf(game.toSgf()).root);
    expect(problem.leadsRight(problem.root.children[0]!)).toBe(true);
    expect(problem.leadsRight(problem.root.children[1]!)).toBe(false);
    markLine(first!.children[0]!, null);
    expect(first!.children[0]!.props.C).toBeUndefined();
    markLine(second!, 'wrong');
    expect(markOf(second!, 'black')).toBe('wrong');
    expect(() => markLine(second!, 'maybe' as never)).toThrow(/'right', 'wrong' or null/);
  });
});
