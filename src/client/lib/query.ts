import { QueryClient } from '@tanstack/react-query';

/**
 * docs/product.md §10: never stale, no refetch on focus, no polling by default, no retries. There is no default loader: every
 * query comes from an endpoint definition in src/client/api, which parses the answer with the route's schema.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
