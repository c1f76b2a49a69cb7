import { useMutation, useQuery } from '@tanstack/react-query';
import type { TimelineEventsBody } from '#shared/schemas/timeline.ts';
import { saveTimelineEvents, timelineQuery } from '#client/api/timeline.ts';
import { apiRequest } from '#client/lib/api.ts';
import { queryClient } from '#client/lib/query.ts';
import { saveBlob } from '#client/lib/save-blob.ts';
import { APPLICATIONS_KEY } from '#client/features/application/use-application.ts';

export const timelineKey = (id: number) => timelineQuery(id).queryKey;

export function useTimeline(id: number) {
  return useQuery(timelineQuery(id));
}

/** Saves the whole record of events; the answer is the new timeline (and the dashboard's file-by line may move). */
export function useSaveEvents(id: number) {
  return useMutation({
    mutationFn: (body: TimelineEventsBody) => saveTimelineEvents(id, body),
    onSuccess: (timeline) => {
      queryClient.setQueryData(timelineKey(id), timeline);
      void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    },
  });
}

export async function downloadCalendar(id: number): Promise<void> {
  const res = await apiRequest('GET', `/api/applications/${id}/calendar.ics`);
  saveBlob(await res.blob(), `passport-application-${id}.ics`);
}
