import { QueryClient } from "@tanstack/react-query";

// SPEC section 9 gives the cache lifetime as 5 minutes and as 60 seconds; both stand: data is
// fresh for 60 seconds and kept for 5 minutes after its last screen is gone. Queries do not retry.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 60_000, gcTime: 300_000 },
    mutations: { retry: false },
  },
});
