import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportError } from './error-display.ts';

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: reportError }),
  mutationCache: new MutationCache({ onError: reportError }),
  defaultOptions: {
    // Business errors are answers, not glitches: retrying them only repeats the message.
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});
