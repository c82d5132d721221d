// The two kinds of playout work, as plain data: what the page asks for and what comes back.
// The same objects go to a Web Worker by postMessage or to the inline runner.

import type { PositionSnapshot } from './position.js';

/** Ownership and dead stones of a position from `playouts` light playouts. */
export interface EstimateJob {
  kind: 'estimate';
  position: PositionSnapshot;
  playouts: number;
  /** Seeds the core's random generator first, for repeatable results; null keeps it running. */
  seed: number | null;
}

/** What an estimate finds. */
export interface EstimateOutcome {
  /** One value per point, row by row, from -1 (White owns it) to +1 (Black owns it). */
  ownership: Float32Array;
  /** One byte per point, row by row: 1 where a stone is dead. */
  dead: Uint8Array;
  /** The same for a group whose stones lean to the other colour at all: the pessimistic view
   * of one's own stones, for deciding whether passing is safe. */
  deadIfLeaning: Uint8Array;
  /** The same for a group the other colour clearly owns: the pessimistic view of the
   * opponent's stones. */
  deadIfSure: Uint8Array;
}

/** A tree search for the side to move, bounded by playouts and, if given, by time. */
export interface SearchJob {
  kind: 'search';
  position: PositionSnapshot;
  playouts: number;
  /** Milliseconds of thinking at most, or null for no time limit. */
  timeMs: number | null;
  seed: number | null;
  /** Whether the search may stop before its budget once more thinking cannot change its choice
   * (stopping.ts): the bot's moves do, so easy positions are played fast; an analysis does not,
   * its win rates and visits being what it shows. */
  stopEarly: boolean;
  /** Whether the search may start from the tree its core grew two moves earlier in the same game
   * (the core checks the position): the bot's moves do, so what it read before the opponent's
   * answer counts; an analysis does not, so that it depends on its position and seed alone. */
  reuseTree: boolean;
}

/** One move the search considered at the root. */
export interface MoveCandidate {
  /** The point as y * width + x, or -1 for a pass. */
  move: number;
  visits: number;
  /** The share of simulations through this move that the side to move won. */
  winRate: number;
}

/** What a search finds: the root's moves, most visited first, and how its simulations ended. */
export interface SearchOutcome {
  playouts: number;
  candidates: MoveCandidate[];
  /** How many of the simulations this search ran ended with each area score (Black's points less
   * White's, before komi): score s at index s + width * height. A simulation's winner and margin
   * come from this one count, so an analysis reads its win rate and its lead here. */
  scores: Uint32Array;
}

export type PlayoutJob = EstimateJob | SearchJob;
export type PlayoutOutcome<J extends PlayoutJob> = J extends EstimateJob ? EstimateOutcome : SearchOutcome;

/**
 * What a running job may ask of whoever runs it, between chunks of work: report progress, let the
 * event loop run (so cancel messages, timers and input get through), and stop when cancelled by
 * throwing.
 */
export interface JobControl {
  checkpoint(done: number, total: number): Promise<void>;
}
