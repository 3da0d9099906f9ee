/** Caps how many async tasks run at once; the rest wait in arrival order. */
export class Semaphore {
  #free: number;
  #waiting: Array<() => void> = [];

  constructor(slots: number) {
    this.#free = slots;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free--;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free++;
    }
  }
}
