import { type ComponentType, isValidElement, lazy, type ReactNode, Suspense } from "react";
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
  function LazyScreen() {
    return (
      <Suspense fallback={<LoadingState />}>
        <Loaded />
      </Suspense>
    );
  }
  // The module is the browser's to keep: asked for early, the screen's own load finds it there.
  LazyScreen.preload = () => void load().catch(() => undefined);
  return LazyScreen;
}

/** Asks at once for the code of the lazy screens `element` draws: itself, or those it wraps. */
export function preloadScreens(element: ReactNode) {
  if (!isValidElement<{ children?: ReactNode }>(element)) return;
  (element.type as { preload?: () => void }).preload?.();
  preloadScreens(element.props.children);
}
