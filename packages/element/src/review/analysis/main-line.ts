// An engine's analysis of a game is of its main line: KataGo's turn N is the position after N
// moves of the moves it was given. Here the record's main line is laid against it: which node
// each turn is, who moves there, and whether the analysis is of this game at all.
import { pointName, type Color, type Game, type GameNode } from '@go-board/rules';
import { AnalysisError, type AnalysisBoard, type Evaluation } from './katago.js';

/** The main line of a game, turn by turn. */
export interface MainLine extends AnalysisBoard {
  /** The node of each turn: the last node of the main line with that many moves. */
  nodes: GameNode[];
  /** The turn of a node on the main line, or null for a node off it. */
  turnOf(node: GameNode): number | null;
}

const lines = new WeakMap<GameNode, MainLine>();

/** The main line of `game`'s record (computed once per record: in view mode it does not change). */
export function mainLineOf(game: Game): MainLine {
  const cached = lines.get(game.root);
  if (cached) return cached;
  const nodes: GameNode[] = [];
  const toMove: Color[] = [];
  const turns = new Map<GameNode, number>();
  // A copy walks the line, so the game shown keeps its place; its tree is a copy too, walked in
  // step with the record's own.
  const copy = game.clone();
  copy.goToStart();
  let node: GameNode | undefined = game.root;
  while (node) {
    nodes[node.moveNumber] = node;
    toMove[node.moveNumber] = copy.turn;
    turns.set(node, node.moveNumber);
    node = node.children[0];
    if (node) copy.next(0);
  }
  const line: MainLine = {
    width: game.width,
    height: game.height,
    nodes,
    toMoveAt: (turn) => toMove[turn] ?? null,
    turnOf: (shown) => turns.get(shown) ?? null,
  };
  lines.set(game.root, line);
  return line;
}

/**
 * Checks that an analysis is of this game: every move it proposes must stand on an empty point
 * of the position of its turn (an engine proposes only legal moves), and its turns must be
 * positions of the main line. Throws an AnalysisError naming the first that does not fit.
 */
export function checkFit(evaluations: Map<number, Evaluation>, game: Game): void {
  const line = mainLineOf(game);
  const last = line.nodes.length - 1;
  const copy = game.clone();
  copy.goToStart();
  for (const [turn, evaluation] of evaluations) {
    if (turn > last) {
      throw new AnalysisError(
        `Expected the turns of the analysis to be positions of this game, from 0 to ${last}, received turn ${turn}: is it the analysis of another game?`,
      );
    }
    while (copy.moveNumber < turn && copy.next(0));
    for (const { point } of evaluation.candidates) {
      if (point && copy.at(point) !== null) {
        const name = pointName(point, game.height);
        throw new AnalysisError(
          `Expected the moves proposed at turn ${turn} to be on empty points, received ${name}, where a stone stands: is it the analysis of another game?`,
        );
      }
    }
  }
}
