/** Why a request was not given a slot: its owner's line is full, everyone's is, or it waited too long. */
export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
  constructor(readonly reason: 'owner' | 'all' | 'waited') {
    super(`no slot: ${reason}`);
  }
}

export interface FairLimits {
  /** Requests running at once (the threads they run on). */
  slots: number;
  /** Requests of one owner running at once; below `slots`, so one owner never holds every slot. */
  perOwnerRunning: number;
  /** Requests waiting in all, and per owner: past either a request is refused at once. */
  maxWaiting: number;
  maxWaitingPerOwner: number;
  /** The longest a request waits for its turn before it is refused. */
  maxWaitMs: number;
}

interface Waiter {
  start(): void;
  timer: NodeJS.Timeout;
}

/**
 * Hands out a fixed number of slots fairly across owners: owners take turns (round robin), each owner runs
 * at most `perOwnerRunning` at once, and the line is bounded in length and in time, so nobody waits behind
 * another owner's flood and nobody waits without end.
 */
export class FairScheduler<Owner> {
  private readonly running = new Map<Owner, number>();
  private runningTotal = 0;
  /** Waiting requests by owner. The map's order is the turn order: an owner just served goes to the back. */
  private readonly waiting = new Map<Owner, Waiter[]>();
  private waitingTotal = 0;

  constructor(readonly limits: FairLimits) {
    if (limits.perOwnerRunning < 1 || limits.perOwnerRunning > limits.slots) {
      throw new Error('perOwnerRunning must be between 1 and slots');
    }
  }

  /** Requests running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.runningTotal, waiting: this.waitingTotal };
  }

  /**
   * Resolves, once it is `owner`'s turn, with the function that gives the slot back (call it exactly once,
   * when the work is done). Rejects with QueueFullError at once when the line is full, or after maxWaitMs.
   */
  acquire(owner: Owner): Promise<() => void> {
    // Every release starts whoever may start, so an owner that may start now has nobody of its own waiting.
    if (this.mayStart(owner)) return Promise.resolve(this.start(owner));
    const line = this.waiting.get(owner) ?? [];
    if (line.length >= this.limits.maxWaitingPerOwner) return Promise.reject(new QueueFullError('owner'));
    if (this.waitingTotal >= this.limits.maxWaiting) return Promise.reject(new QueueFullError('all'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve(this.start(owner));
        },
        timer: setTimeout(() => {
          this.leave(owner, waiter);
          reject(new QueueFullError('waited'));
        }, this.limits.maxWaitMs),
      };
      line.push(waiter);
      if (line.length === 1) this.waiting.set(owner, line);
      this.waitingTotal++;
    });
  }

  private mayStart(owner: Owner): boolean {
    return this.runningTotal < this.limits.slots && (this.running.get(owner) ?? 0) < this.limits.perOwnerRunning;
  }

  private start(owner: Owner): () => void {
    this.runningTotal++;
    this.running.set(owner, (this.running.get(owner) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.runningTotal--;
      const left = this.running.get(owner)! - 1;
      if (left === 0) this.running.delete(owner);
      else this.running.set(owner, left);
      this.startWaiting();
    };
  }

  private leave(owner: Owner, waiter: Waiter): void {
    const line = this.waiting.get(owner);
    const index = line?.indexOf(waiter) ?? -1;
    if (!line || index < 0) return;
    line.splice(index, 1);
    if (line.length === 0) this.waiting.delete(owner);
    this.waitingTotal--;
  }

  /** While a slot is free, the first owner in turn order that may run starts its oldest request. */
  private startWaiting(): void {
    while (this.runningTotal < this.limits.slots) {
      const owner = [...this.waiting.keys()].find((o) => this.mayStart(o));
      if (owner === undefined) return;
      const line = this.waiting.get(owner)!;
      const next = line.shift()!;
      this.waiting.delete(owner);
      if (line.length > 0) this.waiting.set(owner, line); // to the back of the turn order
      this.waitingTotal--;
      next.start();
    }
  }
}
