import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredGame, StoredMove } from '../games/stored-game.js';
import { freshPgliteFolder, removeTemporaryFolders } from '../test-support/server-process.js';
import { storedGame } from '../test-support/stored-game.js';
import { GAME_CHANNEL, type Database } from './database.js';
import { GamesTable, type GameNotice } from './games-table.js';
import { openDatabase } from './open.js';

const newGame = (id: string): StoredGame => storedGame(id, { black: 'black-hash', white: 'white-hash' });

const noticeOf = (game: StoredGame): GameNotice => ({
  id: game.id,
  seq: game.seq + 1,
  process: 'test',
  deadline: null,
  messages: [{ type: 'move', seq: game.seq + 1 }],
});

describe('GamesTable', () => {
  let db: Database;
  let table: GamesTable;
  const notices: GameNotice[] = [];
  let onNotice = () => {};

  beforeEach(async () => {
    db = await openDatabase(freshPgliteFolder());
    table = new GamesTable(db);
    notices.length = 0;
    await db.listen(
      GAME_CHANNEL,
      (payload) => {
        notices.push(JSON.parse(payload) as GameNotice);
        onNotice();
      },
      () => {},
    );
  });
  afterEach(() => db.close());
  afterAll(removeTemporaryFolders);

  /** Resolves once a notice of `id` has come (notices come in the order of the commits). */
  const noticeFor = (id: string) =>
    new Promise<void>((resolve) => {
      onNotice = () => notices.some((notice) => notice.id === id) && resolve();
      onNotice();
    });

  it("should store changes of many games committed at once, each game's on its own terms", async () => {
    const games = ['a', 'b', 'c', 'd', 'stale'].map(newGame);
    for (const game of games) await table.insert(game, null);
    const [a, b, c, d, stale] = games as [StoredGame, StoredGame, StoredGame, StoredGame, StoredGame];
    // Game c has a move to take back, and the stale game has moved on since it was read.
    const played: StoredMove = { color: 'black', x: 2, y: 3, left: null };
    expect(await table.commit(c, { state: c.state, move: played }, noticeOf(c))).toBe(true);
    const cAfter = { ...c, seq: 1, moves: [played] };
    expect(await table.commit(stale, { state: stale.state }, noticeOf(stale))).toBe(true);

    const results = await Promise.all([
      table.commit(a, { state: a.state, move: { color: 'black', x: 4, y: 4, left: 9000 } }, noticeOf(a)),
      table.commit(b, { state: { ...b.state, names: { black: 'Ann', white: null } } }, noticeOf(b)),
      table.commit(cAfter, { state: { ...c.state, undoRequest: null }, keepMoves: 0 }, noticeOf(cAfter)),
      table.commit(d, { state: d.state, tokenHash: { seat: 'white', hash: 'new-hash' } }, noticeOf(d)),
      table.commit(stale, { state: stale.state, move: played }, noticeOf(stale)),
    ]);

    expect(results).toEqual([true, true, true, true, false]);
    const after = await Promise.all(['a', 'b', 'c', 'd', 'stale'].map((id) => table.load(id)));
    expect(after.map((game) => [game!.id, game!.seq, game!.moves])).toEqual([
      ['a', 1, [{ color: 'black', x: 4, y: 4, left: 9000 }]],
      ['b', 1, []],
      ['c', 2, []],
      ['d', 1, []],
      ['stale', 1, []],
    ]);
    expect(after[1]!.state.names.black).toBe('Ann');
    expect(after[3]!.tokens).toEqual({ black: 'black-hash', white: 'new-hash' });

    // A later change's notice comes after every earlier one: the stale change sent none.
    const e = newGame('e');
    await table.insert(e, null);
    await table.commit(e, { state: e.state }, noticeOf(e));
    await noticeFor('e');
    expect(notices.map((notice) => `${notice.id}@${notice.seq}`).sort()).toEqual(
      ['a@1', 'b@1', 'c@1', 'c@2', 'd@1', 'e@1', 'stale@1'].sort(),
    );
  });
});
