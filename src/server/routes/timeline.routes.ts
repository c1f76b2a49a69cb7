import type { FastifyInstance } from 'fastify';
import { timelineEventsBodySchema, timelineSchema } from '#shared/schemas/timeline.ts';
import { requireUser } from '../auth/guards.ts';
import { calendarEntries, toIcs } from '../domain/applications/calendar.ts';
import { requireOwnedApplication } from '../domain/applications/require-owned-application.ts';
import {
  applicationCase,
  applicationTimeline,
  saveTimelineEvents,
  STEP_ONE_FIRST,
  timelineOf,
  utcToday,
} from '../domain/applications/timeline.ts';
import { AppError } from '../http/app-error.ts';
import { errors, fileResponse, idParams, SIGNED_IN, typed } from '../http/contract.ts';
import { findApplicationEvents } from '../repositories/application-events.repository.ts';

const TAGS = ['Applications'];
const params = idParams('Application');

/** What happens after the PDF: the timeline, the events the owner records, and the calendar file (case-timeline.md). */
export async function timelineRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const api = typed(app);

  api.get(
    '/api/applications/:id/timeline',
    {
      config: { apiKey: 'read' },
      schema: {
        tags: TAGS,
        summary: 'What happens next: the steps, expected dates, when to chase whom, and the date to file by',
        params,
        response: { 200: timelineSchema, ...errors(404, 409, ...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const row = await requireOwnedApplication(db, user.id, request.params.id);
      return applicationTimeline(db, row, utcToday(), app.ctx.ruleOverrides.current());
    },
  );

  api.put(
    '/api/applications/:id/events',
    {
      config: { apiKey: 'write' },
      schema: {
        tags: TAGS,
        summary:
          'Record what happened (form submitted, appointment, file number, ...): the whole record, answered with the timeline',
        params,
        body: timelineEventsBodySchema,
        response: { 200: timelineSchema, ...errors(400, 404, 409, ...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const row = await requireOwnedApplication(db, user.id, request.params.id);
      return saveTimelineEvents(db, row, request.body, utcToday(), app.ctx.ruleOverrides.current());
    },
  );

  api.get(
    '/api/applications/:id/calendar.ics',
    {
      config: { apiKey: 'read' },
      schema: {
        tags: TAGS,
        summary: 'The file-by date, the appointment and the chase dates as an iCalendar file',
        params,
        response: {
          200: fileResponse('text/calendar', 'passport-application-{id}.ics'),
          ...errors(404, 409, ...SIGNED_IN),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { id } = request.params;
      const row = await requireOwnedApplication(db, user.id, id);
      const now = new Date();
      const today = utcToday(now);
      const c = applicationCase(row, today, app.ctx.ruleOverrides.current());
      if (!c) throw new AppError(409, STEP_ONE_FIRST);
      const timeline = timelineOf(c, await findApplicationEvents(db, row.id), today);
      const ics = toIcs(calendarEntries(timeline, c.label), {
        uidPrefix: `passport-buddy-application-${id}`,
        host: new URL(app.ctx.config.publicUrl).hostname,
        now,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="passport-application-${id}.ics"`)
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );
}
