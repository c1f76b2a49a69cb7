import { useMutation, useQuery } from '@tanstack/react-query';
import type { Application, ApplicationConfig, ApplicationType } from '#shared/schemas/applications.ts';
import type { DetailsSaveBody } from '#shared/schemas/renewal-form.ts';
import {
  applicationQuery,
  applicationsQuery,
  completedApplicationsQuery,
  createApplication,
  saveApplicationDetails,
  updateApplication,
} from '#client/api/applications.ts';
import { queryClient } from '#client/lib/query.ts';

export const APPLICATIONS_KEY = applicationsQuery().queryKey;
export const applicationKey = (id: number) => applicationQuery(id).queryKey;

export function useApplications() {
  return useQuery(applicationsQuery());
}

export function useApplication(id: number | undefined) {
  return useQuery({ ...applicationQuery(id ?? 0), enabled: id !== undefined });
}

/** Every change refreshes the list and the application itself. */
function remember(app: Application) {
  queryClient.setQueryData(applicationKey(app.id), app);
  void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
}

export function useCreateApplication() {
  return useMutation({
    mutationFn: (type: ApplicationType) => createApplication({ type, status: 'draft' }),
    onSuccess: remember,
  });
}

export function useConfigureApplication(id: number) {
  return useMutation({
    mutationFn: (config: ApplicationConfig) => updateApplication(id, { status: 'configured', config }),
    onSuccess: remember,
  });
}

export function useSaveDetails(id: number) {
  return useMutation({
    mutationFn: (body: DetailsSaveBody) => saveApplicationDetails(id, body),
    onSuccess: remember,
  });
}

/** The application as saved now, e.g. after another tab changed it. */
export async function fetchApplication(id: number): Promise<Application> {
  const app = await queryClient.fetchQuery({ ...applicationQuery(id), staleTime: 0 });
  remember(app);
  return app;
}

export async function fetchCompletedApplications(): Promise<Application[]> {
  return queryClient.fetchQuery({ ...completedApplicationsQuery(), staleTime: 0 });
}
