import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.js';

/** A writer whose statements finish only when the test says, recording what each held. */
function heldWriter() {
  const statements: { items: string[]; finish: (error?: Error) => void }[] = [];
  let started = () => {};
  const write = (items: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      statements.push({
        items,
        finish: (error) => (error ? reject(error) : resolve(items.map((item) => `stored ${item}`))),
      });
      started();
    });
  /** Resolves once `count` statements have started. */
  const startedCount = (count: number) =>
    new Promise<void>((resolve) => {
      started = () => statements.length >= count && resolve();
      started();
    });
  /** The items of each statement started so far. */
  const held = () => statements.map((statement) => statement.items);
  return { statements, write, startedCount, held };
}

const gameOf = (item: string) => item.split(':')[0]!;

describe('GroupCommit', () => {
  it('should write the items added in one turn of the event loop in one statement', async () => {
    const { write, startedCount, held } = heldWriter();
    const commits = new GroupCommit(write, gameOf, { maxInFlight: 2, maxItems: 100 });
    for (const item of ['a:1', 'b:1', 'c:1']) void commits.add(item);
    await startedCount(1);
    expect(held()).toEqual([['a:1', 'b:1', 'c:1']]);
  });

  it('should write the items that come while a statement runs together in the next one', async () => {
    const { statements, write, startedCount, held } = heldWriter();
    const commits = new GroupCommit(write, gameOf, { maxInFlight: 1, maxItems: 100 });
    const first = commits.add('a:1');
    await startedCount(1);
    const later = ['b:1', 'c:1'].map((item) => commits.add(item));
    await new Promise((resolve) => setImmediate(resolve));
    const last = commits.add('d:1');
    expect(held()).toEqual([['a:1']]);
    statements[0]!.finish();
    expect(await first).toBe('stored a:1');
    await startedCount(2);
    expect(held()).toEqual([['a:1'], ['b:1', 'c:1', 'd:1']]);
    statements[1]!.finish();
    expect(await Promise.all([...later, last])).toEqual(['stored b:1', 'stored c:1', 'stored d:1']);
  });

  it('should settle an item only once its own statement has finished', async () => {
    const { statements, write, startedCount } = heldWriter();
    const commits = new GroupCommit(write, gameOf, { maxInFlight: 2, maxItems: 100 });
    const settled: string[] = [];
    const a = commits.add('a:1').then(() => settled.push('a:1'));
    await startedCount(1);
    const b = commits.add('b:1').then(() => settled.push('b:1'));
    await startedCount(2);
    statements[1]!.finish();
    await b;
    expect(settled).toEqual(['b:1']);
    statements[0]!.finish();
    await a;
    expect(settled).toEqual(['b:1', 'a:1']);
  });

  it('should never put two items of one key in the same or concurrent statements', async () => {
    const { statements, write, startedCount, held } = heldWriter();
    const commits = new GroupCommit(write, gameOf, { maxInFlight: 4, maxItems: 100 });
    const items = ['a:1', 'a:2', 'b:1', 'a:3'];
    const results = items.map((item) => commits.add(item));
    await startedCount(1);
    expect(held()).toEqual([['a:1', 'b:1']]);
    statements[0]!.finish();
    await startedCount(2);
    expect(held()[1]).toEqual(['a:2']);
    statements[1]!.finish();
    await startedCount(3);
    expect(held()[2]).toEqual(['a:3']);
    statements[2]!.finish();
    expect(await Promise.all(results)).toEqual(items.map((item) => `stored ${item}`));
  });

  it('should hold at most maxItems items a statement', async () => {
    const { statements, write, startedCount, held } = heldWriter();
    const commits = new GroupCommit(write, gameOf, { maxInFlight: 1, maxItems: 2 });
    for (const item of ['a:1', 'b:1', 'c:1', 'd:1', 'e:1']) void commits.add(item);
    for (let count = 1; count <= 3; count++) {
      await startedCount(count);
      statements[count - 1]!.finish();
    }
    expect(held()).toEqual([['a:1', 'b:1'], ['c:1', 'd:1'], ['e:1']]);
  });

  it('should reject every item of a statement that failed with its error, and go on with the next', async () => {
    const { statements, write, startedCount, held } = heldWriter();
    const commits = new GroupCommit(write, gameOf, { maxInFlight: 1, maxItems: 100 });
    const failed = [commits.add('a:1'), commits.add('b:1')];
    await startedCount(1);
    statements[0]!.finish(new Error('connection lost'));
    for (const result of failed) await expect(result).rejects.toThrow('connection lost');
    const next = commits.add('c:1');
    await startedCount(2);
    expect(held()[1]).toEqual(['c:1']);
    statements[1]!.finish();
    expect(await next).toBe('stored c:1');
  });
});
