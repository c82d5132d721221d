import { Game } from '@go-board/rules';
import type { ClockSettings } from '../protocol/messages.js';
import type { StoredGame } from './stored-game.js';

/**
 * The game record as SGF, live or finished: the moves with each player's main time left after
 * them (BL, WL), the players' names, the date, the time settings (TM, OT), and the result (RE)
 * the server decided.
 */
export function gameRecord(stored: StoredGame): string {
  const { size, komi, handicap, rules, ko } = stored.settings;
  const game = new Game({ size, komi, handicap, rules, ko });
  try {
    const root = game.root;
    root.setProperty('DT', [new Date(stored.createdAt).toISOString().slice(0, 10)]);
    root.setProperty('PC', ['go-board-server']);
    if (stored.state.names.black) root.setProperty('PB', [stored.state.names.black]);
    if (stored.state.names.white) root.setProperty('PW', [stored.state.names.white]);
    const time = timeSettings(stored.settings.clock);
    if (time.TM) root.setProperty('TM', [time.TM]);
    if (time.OT) root.setProperty('OT', [time.OT]);
    for (const move of stored.moves) {
      if (move.x < 0) game.pass();
      else game.play(move);
      if (move.left !== null) {
        game.node.setProperty(move.color === 'black' ? 'BL' : 'WL', [
          String(Math.max(0, Math.round(move.left / 100) / 10)),
        ]);
      }
    }
    if (stored.state.result) game.recordResult(stored.state.result);
    return game.toSgf();
  } finally {
    game.dispose();
  }
}

/** SGF's TM (main time in seconds) and OT (overtime, in words) for a clock. */
function timeSettings(clock: ClockSettings): { TM?: string; OT?: string } {
  switch (clock.type) {
    case 'none':
      return {};
    case 'absolute':
      return { TM: String(clock.main) };
    case 'byo-yomi':
      return { TM: String(clock.main), OT: `${clock.periods}x${clock.period} byo-yomi` };
    case 'canadian':
      return { TM: String(clock.main), OT: `${clock.stones}/${clock.period} Canadian` };
    case 'fischer':
      return { TM: String(clock.main), OT: `${clock.increment} fischer` };
    case 'correspondence':
      return { OT: `${clock.days} days per move` };
  }
}
