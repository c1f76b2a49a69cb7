import { dueReminders } from '#shared/case/index.ts';
import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/job-queue.ts';
import { claimReminder, listEventsForApplications } from '../../repositories/application-events.repository.ts';
import { listConfiguredApplicationsAfter } from '../../repositories/applications.repository.ts';
import { findUserById } from '../../repositories/users.repository.ts';
import { NO_EVENTS } from '#shared/schemas/timeline.ts';
import { applicationCase, timelineOf, utcToday } from './timeline.ts';

export const TIMELINE_REMINDERS_JOB = 'timeline-reminders';
const EVERY_MS = 3_600_000;
const PAGE = 200;

export type Clock = () => Date;

/**
 * E-mails the owner when a chase date or the file-by date of an application is reached, each at most once per
 * application and step: the reminder is claimed (a row in application_reminders) before it is queued on the mail
 * outbox, so a second run, a retry or a second server never sends it again. Owners who turned e-mail
 * notifications off in step 1 get none. `now` is injected so tests can move time.
 */
export async function sendTimelineReminders(ctx: AppContext, now: Date): Promise<{ sent: number }> {
  const today = utcToday(now);
  let sent = 0;
  let after = 0;
  for (;;) {
    const rows = await listConfiguredApplicationsAfter(ctx.db, after, PAGE);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    const events = await listEventsForApplications(
      ctx.db,
      rows.map((r) => r.id),
    );
    for (const row of rows) {
      const c = applicationCase(row, today, ctx.ruleOverrides.current());
      if (!c || !c.emailNotifications) continue;
      const reminders = dueReminders(timelineOf(c, events.get(row.id) ?? NO_EVENTS, today), c.label);
      if (reminders.length === 0) continue;
      const user = await findUserById(ctx.db, row.user_id);
      if (!user) continue;
      for (const reminder of reminders) {
        if (!(await claimReminder(ctx.db, row.id, reminder.key))) continue;
        await ctx.mailer.send({
          to: user.email,
          subject: reminder.subject,
          text: [
            `Hello ${user.first_name || 'there'},`,
            '',
            reminder.text,
            `${ctx.config.publicUrl}/application/${row.id}?step=done`,
            '',
            'Passport Buddy',
          ].join('\n'),
        });
        sent += 1;
      }
    }
  }
  return { sent };
}

/** The reminders as a DB job that re-schedules itself hourly (like the storage sweep), so it survives a restart. */
export function timelineRemindersJob(ctx: AppContext, clock: Clock = () => new Date()): JobDefinition<unknown> {
  return {
    name: TIMELINE_REMINDERS_JOB,
    lockMs: 120_000,
    maxAttempts: 3,
    async handle() {
      // The next run is booked first (once, even across retries), so a failed run never stops the schedule.
      const next = await ctx.jobs.payloads(TIMELINE_REMINDERS_JOB, ['queued']);
      if (next.length === 0)
        await ctx.jobs.enqueue(TIMELINE_REMINDERS_JOB, {}, 3, null, new Date(clock().getTime() + EVERY_MS));
      await sendTimelineReminders(ctx, clock());
    },
  };
}

/** Queues the first run unless one is already waiting (e.g. from before a restart). */
export async function scheduleTimelineReminders(ctx: AppContext): Promise<void> {
  const live = await ctx.jobs.payloads(TIMELINE_REMINDERS_JOB, ['queued', 'running']);
  // Ten minutes after start: boot stays light, a restart loop cannot mail in a tight loop, and a short-lived
  // process (a test server) does not mail at all. Reminders are per day, so the delay loses nothing.
  if (live.length === 0)
    await ctx.jobs.enqueue(TIMELINE_REMINDERS_JOB, {}, 3, null, new Date(Date.now() + 10 * 60_000));
}
