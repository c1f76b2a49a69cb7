import { afterEach, describe, expect, it, vi } from 'vitest';
import { FairScheduler, QueueFullError, type FairLimits } from './fair-scheduler.ts';

const LIMITS: FairLimits = { slots: 2, perOwnerRunning: 1, maxWaiting: 16, maxWaitingPerOwner: 4, maxWaitMs: 60_000 };

/** Submits one request for `owner`; `started` lists request names in the order they got a slot. */
function submitter(scheduler: FairScheduler<string>) {
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  const submit = (owner: string, name: string) =>
    scheduler.acquire(owner).then((release) => {
      started.push(name);
      releases.set(name, release);
    });
  const release = async (name: string) => {
    releases.get(name)!();
    await new Promise((resolve) => setImmediate(resolve)); // let the next one's promise settle
  };
  return { started, submit, release };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('FairScheduler', () => {
  it("starts another owner's request at once while one owner's flood waits", async () => {
    const { started, submit } = submitter(new FairScheduler<string>(LIMITS));
    for (const name of ['a1', 'a2', 'a3', 'a4']) void submit('a', name);
    await submit('b', 'b1');
    expect(started).toEqual(['a1', 'b1']);
  });

  it('gives waiting owners turns in rotation, not first come, first served', async () => {
    const { started, submit, release } = submitter(new FairScheduler<string>(LIMITS));
    for (const name of ['a1', 'a2', 'a3', 'a4']) void submit('a', name);
    for (const name of ['b1', 'b2', 'b3']) void submit('b', name);
    for (const name of ['c1', 'c2']) void submit('c', name);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a1', 'b1']);
    for (const name of ['a1', 'b1', 'a2', 'b2', 'c1', 'a3', 'b3', 'c2']) await release(name);
    expect(started).toEqual(['a1', 'b1', 'a2', 'b2', 'c1', 'a3', 'b3', 'c2', 'a4']);
  });

  it('never lets one owner hold every slot', async () => {
    const scheduler = new FairScheduler<string>({ ...LIMITS, slots: 3, perOwnerRunning: 2 });
    const { started, submit } = submitter(scheduler);
    for (const name of ['a1', 'a2', 'a3']) void submit('a', name);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a1', 'a2']);
    expect(scheduler.load).toEqual({ running: 2, waiting: 1 });
    await submit('b', 'b1');
    expect(started).toEqual(['a1', 'a2', 'b1']);
  });

  it('refuses at once past the waiting bound of one owner, and of everyone', async () => {
    const scheduler = new FairScheduler<string>({ ...LIMITS, maxWaitingPerOwner: 2, maxWaiting: 3 });
    const { submit } = submitter(scheduler);
    for (const name of ['a1', 'a2', 'a3']) void submit('a', name); // one runs, two wait
    await expect(submit('a', 'a4')).rejects.toEqual(new QueueFullError('owner'));
    void submit('b', 'b1'); // runs
    void submit('b', 'b2'); // waits: three waiting in all
    await expect(submit('c', 'c1')).rejects.toMatchObject({ reason: 'all' });
    expect(scheduler.load).toEqual({ running: 2, waiting: 3 });
  });

  it('refuses a request that waited longer than allowed and takes it out of the line', async () => {
    vi.useFakeTimers();
    const scheduler = new FairScheduler<string>({ ...LIMITS, maxWaitMs: 1_000 });
    const { started, submit, release } = submitter(scheduler);
    void submit('a', 'a1');
    void submit('b', 'b1');
    const late = submit('a', 'a2');
    await vi.advanceTimersByTimeAsync(999);
    expect(scheduler.load.waiting).toBe(1);
    const refused = expect(late).rejects.toMatchObject({ reason: 'waited' });
    await vi.advanceTimersByTimeAsync(1);
    await refused;
    expect(scheduler.load).toEqual({ running: 2, waiting: 0 });
    vi.useRealTimers();
    await release('a1');
    expect(started).toEqual(['a1', 'b1']);
  });

  it('gives a slot back once however often it is released', async () => {
    const scheduler = new FairScheduler<string>(LIMITS);
    const release = await scheduler.acquire('a');
    release();
    release();
    expect(scheduler.load).toEqual({ running: 0, waiting: 0 });
  });
});
