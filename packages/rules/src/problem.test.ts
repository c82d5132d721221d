import { beforeAll, describe, expect, it } from 'vitest';
import { Game, Problem, init } from './index.js';
import { markOf, solverOf } from './problem-marks.js';

beforeAll(async () => {
  await init();
});

const problem = (text: string) => new Problem(Game.fromSgf(text).root);
const moveName = (node: { x: number; y: number }) => String.fromCharCode(97 + node.x, 97 + node.y);

describe('Problem', () => {
  it('should find the solver from PL, else from the first move', () => {
    expect(solverOf(Game.fromSgf('(;SZ[9]PL[W](;B[aa])(;W[bb]))').root)).toBe('white');
    expect(solverOf(Game.fromSgf('(;SZ[9];W[aa];B[bb])').root)).toBe('white');
    expect(solverOf(Game.fromSgf('(;SZ[9](;B[aa])(;W[bb]))').root)).toBe('black');
  });

  it('should read RIGHT and CORRECT comments, GB/GW and TE, and never call "incorrect" right', () => {
    const game = Game.fromSgf(
      '(;SZ[9](;B[aa]C[Correct!])(;B[bb]C[incorrect])(;B[cc]GB[1])(;B[dd]GW[1])(;B[ee]TE[1])(;B[ff]BM[1]C[right?]))',
    );
    const marks = game.root.children.map((node) => markOf(node, 'black'));
    expect(marks).toEqual(['right', 'wrong', 'right', 'none', 'right', 'wrong']);
  });

  it('should follow right-marked lines: a branch that does not end on RIGHT is wrong', () => {
    const p = problem('(;SZ[9]AB[ca]AW[da](;B[ba];W[ab];B[aa]C[RIGHT])(;B[ab];W[ba]C[Black dies]))');
    const [right, wrong] = p.root.children;
    expect(p.leadsRight(right!)).toBe(true);
    expect(p.leadsRight(wrong!)).toBe(false);
    expect(p.rightMoves(p.root).map(moveName)).toEqual(['ba']);
    expect(p.solutionFrom().map(moveName)).toEqual(['ba', 'ab', 'aa']);
    expect(p.isSolvedAt(p.solutionFrom().at(-1)!)).toBe(true);
    expect(p.isSolvedAt(wrong!.children[0]!)).toBe(false);
  });

  it('should read files that mark only wrong lines: every other line is right', () => {
    const p = problem('(;SZ[9](;B[aa];W[bb](;B[cc])(;B[dd]BM[1];W[ee])))');
    const afterW = p.root.children[0]!.children[0]!;
    expect(p.rightMoves(afterW).map(moveName)).toEqual(['cc']);
    expect(p.leadsRight(afterW.children[1]!)).toBe(false);
  });

  it('should take every line of an unmarked tree as right', () => {
    const p = problem('(;SZ[9](;B[aa];W[bb])(;B[cc]))');
    expect(p.rightMoves(p.root).map(moveName)).toEqual(['aa', 'cc']);
  });

  it('should answer a wrong move with its refutation, and a right move with the main reply', () => {
    const p = problem(
      '(;SZ[9](;B[aa](;W[bb];B[cc]C[Correct])(;W[dd];B[ee]C[Correct]))(;B[ff](;W[gg];B[hh]C[Correct])(;W[ii]C[Wrong: Black dies])))',
    );
    const [right, wrong] = p.root.children;
    expect(moveName(p.replyTo(right!)!)).toBe('bb');
    expect(moveName(p.replyTo(wrong!)!)).toBe('ii');
    expect(p.replyTo(right!.children[0]!.children[0]!)).toBeNull();
  });

  it("should take a move that one of the opponent's answers refutes as wrong, for hints and the solution too", () => {
    // B[ff] has a right line after W[gg] but W[ii] refutes it; only B[aa] survives every answer.
    const p = problem(
      '(;SZ[9](;B[ff](;W[gg];B[hh]C[Correct])(;W[ii]C[Black dies]))(;B[aa](;W[bb];B[cc]C[Correct])(;W[dd];B[ee]C[Correct])))',
    );
    const [refuted, right] = p.root.children;
    expect(p.leadsRight(refuted!)).toBe(false);
    expect(p.leadsRight(right!)).toBe(true);
    expect(p.rightMoves(p.root).map(moveName)).toEqual(['aa']);
    expect(p.solutionFrom().map(moveName)).toEqual(['aa', 'bb', 'cc']);
    expect(moveName(p.replyTo(refuted!)!)).toBe('ii');
  });

  it("should read BM on the opponent's move as the opponent's mistake, not a wrong line", () => {
    expect(markOf(Game.fromSgf('(;SZ[9];B[aa];W[bb]BM[1])').root.children[0]!.children[0]!, 'black')).toBe('none');
    const p = problem('(;SZ[9](;B[aa](;W[bb];B[cc])(;W[dd]BM[1];B[ee]))(;B[ff]BM[1];W[gg]))');
    expect(p.rightMoves(p.root).map(moveName)).toEqual(['aa']);
    expect(p.leadsRight(p.root.children[0]!.children[1]!)).toBe(true);
  });

  it('should start after the setup nodes, and give the start PL only while it is shown', () => {
    const record = '(;SZ[9]AB[cc];AW[dc](;W[cb];B[bc];W[cd]GW[1])(;W[cd];B[cb]))';
    const game = Game.fromSgf(record);
    const before = game.toSgf();
    const p = new Problem(game.root);
    expect(p.start).toBe(game.root.children[0]);
    p.enter(game);
    expect(game.node).toBe(p.start);
    expect(game.turn).toBe('white');
    expect(p.start.props.PL).toEqual(['W']);
    game.next();
    p.leave();
    expect(game.toSgf()).toBe(before);
    p.leave();
    expect(game.toSgf()).toBe(before);
  });

  it("should leave the file's own PL, and put it back when it gave the other side", () => {
    const game = Game.fromSgf('(;SZ[9]PL[W](;B[aa])(;B[bb]))');
    const before = game.toSgf();
    const p = new Problem(game.root);
    expect(p.solver).toBe('white');
    p.enter(game);
    expect(game.turn).toBe('white');
    p.leave();
    expect(game.toSgf()).toBe(before);

    // A setup node after the root says Black is to move, though the tree's first move is White's.
    const other = Game.fromSgf('(;SZ[9];AB[cc]PL[B];W[aa])');
    const otherBefore = other.toSgf();
    const fromOther = new Problem(other.root);
    fromOther.enter(other);
    expect(other.turn).toBe('white');
    fromOther.leave();
    expect(other.toSgf()).toBe(otherBefore);
  });

  it('should refuse a game of another tree, and leave a disposed one', () => {
    const game = Game.fromSgf('(;SZ[9];W[aa])');
    const p = new Problem(game.root);
    expect(() => p.enter(Game.fromSgf('(;SZ[9];W[aa])'))).toThrow(/Expected a node of this game's tree/);
    p.enter(game);
    game.dispose();
    p.leave();
    expect(p.start.props.PL).toBe(undefined);
  });
});
