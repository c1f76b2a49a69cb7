import { changeMark, type Db } from './connect.ts';

/**
 * Answers computed from the database, kept until the database changes (docs/decisions/0031-api-throughput.md).
 * An entry is used only while SQLite's change mark (connect.ts) is the one taken before it was computed, so
 * any write, by this process or another process or worker on the same file, makes every entry stale; the mark
 * is taken before reading, so an entry is never older than its mark. On PostgreSQL (no mark) nothing is kept:
 * processes sharing it cannot see each other's writes cheaply, so every call computes afresh.
 */
export class ReadCache<K, V> {
  private readonly entries = new Map<K, V>();
  private mark: string | undefined;

  constructor(
    private readonly db: Db,
    private readonly size: number,
  ) {}

  async get(key: K, compute: () => Promise<V>): Promise<V> {
    const mark = changeMark(this.db);
    if (mark === undefined) return compute();
    if (mark !== this.mark) {
      // Every entry is stale now: drop them all at once rather than hold them until they are asked for.
      this.entries.clear();
      this.mark = mark;
    } else if (this.entries.has(key)) {
      return this.entries.get(key)!;
    }
    const value = await compute();
    // Stored only if nothing changed before this read began (an entry made under an older mark is dropped).
    if (this.mark === mark) {
      this.entries.set(key, value);
      // Least recently computed dropped first.
      if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
    }
    return value;
  }
}
