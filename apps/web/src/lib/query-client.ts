import { QueryClient } from "@tanstack/react-query";

// SPEC section 9 gives the cache lifetime as 5 minutes and as 60 seconds; both stand: data is
// fresh for 60 seconds and kept for 5 minutes after its last screen is gone. Queries do not retry.
// networkMode "always": TanStack's default pauses every call while the browser says it is offline,
// so a list or a submit would spin without a word; sent anyway, it fails at once with "Can't reach
// Concierge", the screen says so and offers Retry, and a reconnection refetches what failed.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 60_000, gcTime: 300_000, networkMode: "always" },
    mutations: { retry: false, networkMode: "always" },
  },
});
