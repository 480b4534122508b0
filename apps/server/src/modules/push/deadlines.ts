import { MAX_TIMEOUT } from './protocol.ts';

/** Something that expires at a moment: a connection or a subscription whose token runs out. */
export interface Deadline {
  /** When it expires, in ms of the queue's monotonic clock (set by the queue). */
  deadlineAt: number;
  /** Its place in the queue's heap, -1 when not queued (kept by the queue). */
  deadlineIndex: number;
  expire(): void;
}

/** Whole ms since the process started: monotonic, small enough to stay a small integer for weeks. */
const monotonicMs = (): number => Math.ceil(performance.now());

/**
 * Every expiry of the hub on one timer: a binary min-heap ordered by deadline, the timer armed for
 * the earliest one. A queued item costs two numbers on itself and a heap slot, where a timer per
 * connection cost a Timeout, its closure and its timer list.
 */
export class DeadlineQueue {
  private readonly heap: Deadline[] = [];
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Number.POSITIVE_INFINITY;

  /** Expires `item` `delayMs` from now (a queued item is moved). */
  schedule(item: Deadline, delayMs: number): void {
    this.cancel(item);
    item.deadlineAt = monotonicMs() + Math.max(0, delayMs);
    item.deadlineIndex = this.heap.length;
    this.heap.push(item);
    this.up(item.deadlineIndex);
    this.arm();
  }

  cancel(item: Deadline): void {
    const index = item.deadlineIndex;
    if (index < 0 || this.heap[index] !== item) return;
    item.deadlineIndex = -1;
    const last = this.heap.pop() as Deadline;
    if (index < this.heap.length) {
      this.heap[index] = last;
      last.deadlineIndex = index;
      this.down(index);
      this.up(last.deadlineIndex);
    }
    // An armed timer that now fires early finds nothing due and arms again.
  }

  get size(): number {
    return this.heap.length;
  }

  /** Stops the timer and forgets every item. */
  clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Number.POSITIVE_INFINITY;
    for (const item of this.heap) item.deadlineIndex = -1;
    this.heap.length = 0;
  }

  private arm(): void {
    const first = this.heap[0];
    if (first === undefined || (this.timer !== undefined && this.timerAt <= first.deadlineAt)) return;
    clearTimeout(this.timer);
    this.timerAt = first.deadlineAt;
    this.timer = setTimeout(this.fire, Math.min(MAX_TIMEOUT, Math.max(0, first.deadlineAt - monotonicMs())));
    this.timer.unref();
  }

  private readonly fire = (): void => {
    this.timer = undefined;
    this.timerAt = Number.POSITIVE_INFINITY;
    const now = monotonicMs();
    for (let first = this.heap[0]; first !== undefined && first.deadlineAt <= now; first = this.heap[0]) {
      this.cancel(first);
      first.expire();
    }
    this.arm();
  };

  private up(index: number): void {
    const item = this.heap[index] as Deadline;
    while (index > 0) {
      const parentIndex = (index - 1) >> 1;
      const parent = this.heap[parentIndex] as Deadline;
      if (parent.deadlineAt <= item.deadlineAt) break;
      this.place(parent, index);
      index = parentIndex;
    }
    this.place(item, index);
  }

  private down(index: number): void {
    const item = this.heap[index] as Deadline;
    const length = this.heap.length;
    for (;;) {
      let child = 2 * index + 1;
      if (child >= length) break;
      const right = this.heap[child + 1];
      if (right !== undefined && right.deadlineAt < (this.heap[child] as Deadline).deadlineAt) child++;
      const smaller = this.heap[child] as Deadline;
      if (smaller.deadlineAt >= item.deadlineAt) break;
      this.place(smaller, index);
      index = child;
    }
    this.place(item, index);
  }

  private place(item: Deadline, index: number): void {
    this.heap[index] = item;
    item.deadlineIndex = index;
  }
}
