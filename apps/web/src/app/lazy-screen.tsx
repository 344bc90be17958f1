import { type ComponentType, lazy, Suspense } from "react";
import { LoadingState } from "../components/loading-state";

/**
 * A screen whose code loads when it is first opened, the one spinner showing meanwhile. A load that
 * fails (offline) throws to the route's error element, which offers Retry: the next render asks
 * for the code again instead of repeating the failure.
 */
export function lazyScreen(load: () => Promise<ComponentType>) {
  const loadDefault = () =>
    load().then(
      (Screen) => ({ default: Screen }),
      (error: unknown) => {
        Loaded = lazy(loadDefault);
        throw error;
      },
    );
  let Loaded = lazy(loadDefault);
  return function LazyScreen() {
    return (
      <Suspense fallback={<LoadingState />}>
        <Loaded />
      </Suspense>
    );
  };
}
