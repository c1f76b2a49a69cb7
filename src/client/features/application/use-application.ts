import { useMutation, useQuery } from '@tanstack/react-query';
import type { Application, ApplicationConfig, ApplicationType } from '#shared/schemas/applications.ts';
import type { DetailsSaveBody } from '#shared/schemas/renewal-form.ts';
import { apiRequest } from '#client/lib/api.ts';
import { queryClient } from '#client/lib/query.ts';

export const APPLICATIONS_KEY = ['/api/applications'] as const;
export const applicationKey = (id: number) => [`/api/applications/${id}`] as const;

export function useApplications() {
  return useQuery<Application[]>({ queryKey: APPLICATIONS_KEY });
}

export function useApplication(id: number | undefined) {
  return useQuery<Application>({ queryKey: applicationKey(id ?? 0), enabled: id !== undefined });
}

const json = async <T>(res: Response) => (await res.json()) as T;

/** Every change refreshes the list and the application itself. */
function remember(app: Application) {
  queryClient.setQueryData(applicationKey(app.id), app);
  void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
}

export function useCreateApplication() {
  return useMutation({
    mutationFn: async (type: ApplicationType) =>
      json<Application>(await apiRequest('POST', '/api/applications', { type, status: 'draft' })),
    onSuccess: remember,
  });
}

export function useConfigureApplication(id: number) {
  return useMutation({
    mutationFn: async (config: ApplicationConfig) =>
      json<Application>(await apiRequest('PATCH', `/api/applications/${id}`, { status: 'configured', config })),
    onSuccess: remember,
  });
}

export function useSaveDetails(id: number) {
  return useMutation({
    mutationFn: async (body: DetailsSaveBody) =>
      json<Application>(await apiRequest('POST', `/api/applications/${id}/details`, body)),
    onSuccess: remember,
  });
}

/** The application as saved now, e.g. after another tab changed it. */
export async function fetchApplication(id: number): Promise<Application> {
  const app = await json<Application>(await apiRequest('GET', `/api/applications/${id}`));
  remember(app);
  return app;
}

export async function fetchCompletedApplications(): Promise<Application[]> {
  return json<Application[]>(await apiRequest('GET', '/api/applications/completed'));
}
