import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedJob, JobDefinition, JobId, JobQueue } from './job-queue.ts';

/**
 * Polls the queue and runs jobs, `concurrency` at a time. While a job runs its lock is renewed, so a
 * live job is never taken over, and a crashed process's job is picked up once its lock lapses.
 */
export class JobRunner {
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private running = 0;
  private timer: NodeJS.Timeout | undefined;
  /** The poll in progress, if any: stop() waits for it, so a job it claims is not launched after shutdown. */
  private ticking: Promise<void> | undefined;
  private stopped = true;
  private readonly inFlight = new Map<Promise<void>, ClaimedJob>();
  /** Jobs handed back to the queue at shutdown: their late outcome must not be recorded. */
  private readonly returned = new Set<JobId>();

  constructor(
    private readonly queue: JobQueue,
    private readonly log: FastifyBaseLogger,
    private readonly options: { concurrency: number; pollMs: number },
  ) {}

  register<P>(definition: JobDefinition<P>): void {
    this.definitions.set(definition.name, definition as JobDefinition<never>);
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Wakes the runner now (after an enqueue) instead of at the next poll. */
  nudge(): void {
    if (!this.stopped) this.schedule(0);
  }

  /**
   * Stops claiming, lets running jobs finish for up to `graceMs`, then returns the rest to the queue
   * (attempt not counted) so another process, or this one after a restart, runs them at once.
   */
  async stop(graceMs = Infinity): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking;
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      if (Number.isFinite(graceMs)) timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([Promise.allSettled([...this.inFlight.keys()]), grace]);
    clearTimeout(timer);
    for (const job of this.inFlight.values()) {
      this.returned.add(job.id);
      await this.queue.release(job.id);
      this.log.info({ job: job.id, name: job.name }, 'job returned to the queue at shutdown');
    }
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.ticking = this.tick();
    }, ms);
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    try {
      while (!this.stopped && this.running < this.options.concurrency) {
        const lockMs = Math.max(...[...this.definitions.values()].map((d) => d.lockMs));
        const job = await this.queue.claim([...this.definitions.keys()], lockMs);
        if (!job) break;
        // Stopped while the claim was under way: hand the job straight back instead of running it on a
        // database that is about to close.
        if (this.stopped) {
          await this.queue.release(job.id);
          break;
        }
        this.launch(job);
      }
    } catch (error) {
      this.log.error({ err: error }, 'job claim failed');
    }
    if (!this.stopped) this.schedule(this.options.pollMs);
  }

  private launch(job: ClaimedJob): void {
    this.running += 1;
    // execute() records the outcome in the queue; if even that fails (the database went away), say so here
    // rather than leave a rejected promise nobody awaits.
    const promise = this.execute(job)
      .catch((error: unknown) =>
        this.log.error({ err: error, job: job.id, name: job.name }, 'job outcome could not be recorded'),
      )
      .finally(() => {
        this.running -= 1;
        this.inFlight.delete(promise);
        this.nudge();
      });
    this.inFlight.set(promise, job);
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const definition = this.definitions.get(job.name);
    if (!definition) return;
    const heartbeat = setInterval(
      () => void this.queue.extendLock(job.id, definition.lockMs).catch(() => {}),
      definition.lockMs / 3,
    );
    const payload = JSON.parse(job.payload) as never;
    try {
      await definition.handle(payload, job);
      if (!this.returned.has(job.id)) await this.queue.complete(job.id);
    } catch (error) {
      if (this.returned.has(job.id)) return;
      this.log.warn({ err: error, job: job.id, name: job.name, attempt: job.attempts }, 'job failed');
      const gaveUp = await this.queue.fail(job, error);
      if (gaveUp)
        await definition
          .onGiveUp?.(payload, error)
          .catch((e: unknown) => this.log.error({ err: e }, 'onGiveUp failed'));
    } finally {
      clearInterval(heartbeat);
    }
  }
}
