import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api.ts';

/** docs/product.md §10: never stale, no refetch on focus, no polling by default, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
