// The positions a game has passed through, for the superko rules. Each entry is the position
// hash xored with WHITE_TO_MOVE_KEY when White is to move next, so one list serves both
// positional superko (compare the board alone) and situational superko (board and side to move).

import { BOARD, H_HISTORY, H_HISTORY_CAPACITY, H_HISTORY_LENGTH } from './board';
import { WHITE } from './constants';
import { WHITE_TO_MOVE_KEY } from './zobrist';

/** Records the current position with `toMove` to play next; called after every move and pass. */
export function recordPosition(hash: u64, toMove: u8): void {
  let history = load<usize>(BOARD + H_HISTORY);
  const length = load<i32>(BOARD + H_HISTORY_LENGTH);
  const capacity = load<i32>(BOARD + H_HISTORY_CAPACITY);
  if (length == capacity) {
    const grown = capacity < 64 ? 64 : capacity * 2;
    history = history == 0 ? heap.alloc(<usize>grown * 8) : heap.realloc(history, <usize>grown * 8);
    store<usize>(BOARD + H_HISTORY, history);
    store<i32>(BOARD + H_HISTORY_CAPACITY, grown);
  }
  store<u64>(history + (<usize>length << 3), toMove == WHITE ? hash ^ WHITE_TO_MOVE_KEY : hash);
  store<i32>(BOARD + H_HISTORY_LENGTH, length + 1);
}

/** Whether the position `hash` occurred before: with any side to move (positional superko),
 * or with `toMove` to move (situational superko). */
export function isRepeated(hash: u64, toMove: u8, situational: bool): bool {
  const history = load<usize>(BOARD + H_HISTORY);
  const length = load<i32>(BOARD + H_HISTORY_LENGTH);
  const withWhite = hash ^ WHITE_TO_MOVE_KEY;
  const wanted = toMove == WHITE ? withWhite : hash;
  for (let i = 0; i < length; i++) {
    const seen = load<u64>(history + (<usize>i << 3));
    if (situational) {
      if (seen == wanted) return true;
    } else if (seen == hash || seen == withWhite) {
      return true;
    }
  }
  return false;
}

/** Copies the history of `source` into `target`; used when a game is cloned. */
export function copyHistory(target: usize, source: usize): void {
  const length = load<i32>(source + H_HISTORY_LENGTH);
  let history = load<usize>(target + H_HISTORY);
  if (load<i32>(target + H_HISTORY_CAPACITY) < length) {
    if (history != 0) heap.free(history);
    history = heap.alloc(<usize>length * 8);
    store<usize>(target + H_HISTORY, history);
    store<i32>(target + H_HISTORY_CAPACITY, length);
  }
  if (length > 0) memory.copy(history, load<usize>(source + H_HISTORY), <usize>length * 8);
  store<i32>(target + H_HISTORY_LENGTH, length);
}
