/** An item waiting for its statement, with its promise's settlers. */
interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: writes that arrive in the same turn of the event loop, or while earlier ones are
 * being committed, go together in the next statement, so many games' changes share one
 * transaction and one flush to disk.
 * Each `add()` settles only once the statement that holds its item has committed (or failed: then
 * every item of that statement gets its error, and nothing is tried again, since a commit whose
 * answer was lost may have happened).
 */
export class GroupCommit<Item, Result> {
  readonly #write: (items: Item[]) => Promise<Result[]>;
  readonly #keyOf: (item: Item) => string;
  readonly #maxInFlight: number;
  readonly #maxItems: number;
  #waiting: Waiting<Item, Result>[] = [];
  /** The keys of the items in the statements now running. */
  readonly #busy = new Set<string>();
  #inFlight = 0;
  #scheduled = false;

  /**
   * `write` stores the items in one statement and returns each item's result, in their order.
   * At most `maxInFlight` statements run at once, each with at most `maxItems` items; items of the
   * same key (one game) are written one after the other, never in the same or concurrent statements.
   */
  constructor(
    write: (items: Item[]) => Promise<Result[]>,
    keyOf: (item: Item) => string,
    { maxInFlight, maxItems }: { maxInFlight: number; maxItems: number },
  ) {
    this.#write = write;
    this.#keyOf = keyOf;
    this.#maxInFlight = maxInFlight;
    this.#maxItems = maxItems;
  }

  add(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ item, resolve, reject });
      // The socket messages read in this turn of the event loop are judged first, then written together.
      if (this.#scheduled) return;
      this.#scheduled = true;
      setImmediate(() => {
        this.#scheduled = false;
        this.#flush();
      });
    });
  }

  #flush(): void {
    while (this.#inFlight < this.#maxInFlight && this.#waiting.length > 0) {
      const batch: Waiting<Item, Result>[] = [];
      const later: Waiting<Item, Result>[] = [];
      for (const entry of this.#waiting) {
        const key = this.#keyOf(entry.item);
        if (batch.length >= this.#maxItems || this.#busy.has(key)) later.push(entry);
        else {
          this.#busy.add(key);
          batch.push(entry);
        }
      }
      this.#waiting = later;
      if (batch.length === 0) return;
      this.#inFlight++;
      void this.#run(batch);
    }
  }

  async #run(batch: Waiting<Item, Result>[]): Promise<void> {
    try {
      const results = await this.#write(batch.map((entry) => entry.item));
      batch.forEach((entry, k) => entry.resolve(results[k]!));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    } finally {
      for (const entry of batch) this.#busy.delete(this.#keyOf(entry.item));
      this.#inFlight--;
      this.#flush();
    }
  }
}
