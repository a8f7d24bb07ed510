/** A value that changes and tells its listeners: what React reads with useSyncExternalStore. */
export class Store<T> {
  private value: T;
  private readonly listeners = new Set<() => void>();

  constructor(initial: T) {
    this.value = initial;
  }

  readonly get = (): T => this.value;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  update(change: Partial<T> | ((current: T) => T)): void {
    const next = typeof change === 'function' ? change(this.value) : { ...this.value, ...change };
    if (next === this.value) return;
    this.value = next;
    for (const l of this.listeners) l();
  }
}
