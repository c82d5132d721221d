import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.js';

/** A writer whose statements finish only when the test says, recording what each held. */
function heldWriter() {
  const statements: { items: string[]; finish: (error?: Error) => void }[] = [];
  const write = (items: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      statements.push({
        items,
        finish: (error) => (error ? reject(error) : resolve(items.map((item) => `stored ${item}`))),
      });
    });
  return { statements, write };
}

const gameOf = (item: string) => item.split(':')[0]!;

describe('GroupCommit', () => {
  it('should write the items that come while a statement runs together in the next one', async () => {
    const { statements, write } = heldWriter();
    const commits = new GroupCommit(write, gameOf, { maxInFlight: 1, maxItems: 100 });
    const first = commits.add('a:1');
    const later = ['b:1', 'c:1', 'd:1'].map((item) => commits.add(item));
    expect(statements.map((statement) => statement.items)).toEqual([['a:1']]);
    statements[0]!.finish();
    expect(await first).toBe('stored a:1');
    expect(statements.map((statement) => statement.items)).toEqual([['a:1'], ['b:1', 'c:1', 'd:1']]);
    statements[1]!.finish();
    expect(await Promise.all(later)).toEqual(['stored b:1', 'stored c:1', 'stored d:1']);
  });

  it('should settle an item only once its own statement has finished', async () => {
    const { statements, write } = heldWriter();
    const commits = new GroupCommit(write, gameOf, { maxInFlight: 2, maxItems: 100 });
    const settled: string[] = [];
    const a = commits.add('a:1').then(() => settled.push('a:1'));
    const b = commits.add('b:1').then(() => settled.push('b:1'));
    expect(statements.map((statement) => statement.items)).toEqual([['a:1'], ['b:1']]);
    statements[1]!.finish();
    await b;
    expect(settled).toEqual(['b:1']);
    statements[0]!.finish();
    await a;
    expect(settled).toEqual(['b:1', 'a:1']);
  });

  it('should never put two items of one key in the same or concurrent statements', async () => {
    const { statements, write } = heldWriter();
    const commits = new GroupCommit(write, gameOf, { maxInFlight: 4, maxItems: 100 });
    const items = ['a:1', 'a:2', 'b:1', 'a:3'];
    const results = items.map((item) => commits.add(item));
    expect(statements.map((statement) => statement.items)).toEqual([['a:1'], ['b:1']]);
    statements[0]!.finish();
    await results[0];
    expect(statements.map((statement) => statement.items)).toEqual([['a:1'], ['b:1'], ['a:2']]);
    statements[1]!.finish();
    statements[2]!.finish();
    await results[1];
    expect(statements.at(-1)!.items).toEqual(['a:3']);
    statements[3]!.finish();
    expect(await Promise.all(results)).toEqual(items.map((item) => `stored ${item}`));
  });

  it('should hold at most maxItems items a statement', async () => {
    const { statements, write } = heldWriter();
    const commits = new GroupCommit(write, gameOf, { maxInFlight: 1, maxItems: 2 });
    const results = ['a:1', 'b:1', 'c:1', 'd:1', 'e:1'].map((item) => commits.add(item));
    statements[0]!.finish();
    await results[0];
    statements[1]!.finish();
    await results[2];
    expect(statements.map((statement) => statement.items)).toEqual([['a:1'], ['b:1', 'c:1'], ['d:1', 'e:1']]);
  });

  it('should reject every item of a statement that failed with its error, and go on with the next', async () => {
    const { statements, write } = heldWriter();
    const commits = new GroupCommit(write, gameOf, { maxInFlight: 1, maxItems: 100 });
    const first = commits.add('a:1');
    const failed = [commits.add('b:1'), commits.add('c:1')];
    statements[0]!.finish();
    await first;
    statements[1]!.finish(new Error('connection lost'));
    for (const result of failed) await expect(result).rejects.toThrow('connection lost');
    const next = commits.add('d:1');
    expect(statements.at(-1)!.items).toEqual(['d:1']);
    statements.at(-1)!.finish();
    expect(await next).toBe('stored d:1');
  });
});
