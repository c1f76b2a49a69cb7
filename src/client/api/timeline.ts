import { timelineSchema, type TimelineEventsBody } from '#shared/schemas/timeline.ts';
import { apiQuery, callApi } from '#client/lib/api.ts';

/** src/server/routes/timeline.routes.ts (the calendar file is read as a blob). */

export const timelineQuery = (applicationId: number) =>
  apiQuery(timelineSchema, `/api/applications/${applicationId}/timeline`);
export const saveTimelineEvents = (applicationId: number, body: TimelineEventsBody) =>
  callApi(timelineSchema, 'PUT', `/api/applications/${applicationId}/events`, body);
