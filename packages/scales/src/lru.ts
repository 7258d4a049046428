/** A bounded map that forgets the least recently used key first (Map keeps insertion order). */
export class Lru<V> {
  private readonly map = new Map<string, V>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.map.size;
  }

  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size <= this.capacity) return;
    const oldest = this.map.keys().next();
    if (!oldest.done) this.map.delete(oldest.value);
  }
}
