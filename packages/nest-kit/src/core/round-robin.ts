/**
 * Replicas taken in turn: the gateway's services and static servers, and a service's calls to
 * another (`<NAME>_URL=http://a:3001,http://b:3011`, docs/development.md).
 */
export class RoundRobin<T> {
  private turn = 0;

  /** `empty`: the error message when there is nothing to take turns over. */
  constructor(
    readonly items: readonly T[],
    empty = 'Round-robin over an empty list',
  ) {
    if (items.length === 0) throw new Error(empty);
  }

  next(): T {
    const item = this.items[this.turn]!;
    this.turn = (this.turn + 1) % this.items.length;
    return item;
  }
}
