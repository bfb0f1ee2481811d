import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // fetchers return the envelope even for 4xx (spec §8), so a retry would only repeat a real answer
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    // a save while offline fails at once with 'Không có kết nối internet' (api-client.ts) instead of waiting,
    // paused and spinning, for a connection that may not come back before the officer gives up
    mutations: { retry: false, networkMode: 'always' },
  },
});
