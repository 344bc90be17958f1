import { type ComponentType, isValidElement, lazy, type ReactNode, Suspense, useState } from "react";
import { LoadingState } from "../components/loading-state";

/**
 * A screen whose code loads when it is first opened, the one spinner showing meanwhile. A load that
 * fails (offline) throws to the route's error element, which offers Retry: the next render asks
 * for the code again instead of repeating the failure.
 */
export function lazyScreen(load: () => Promise<ComponentType>) {
  let Screen: ComponentType | undefined;
  const loadScreen = () =>
    load().then((loaded) => {
      Screen = loaded;
      return loaded;
    });
  const loadDefault = () =>
    loadScreen().then(
      (loaded) => ({ default: loaded }),
      (error: unknown) => {
        Loaded = lazy(loadDefault);
        throw error;
      },
    );
  let Loaded = lazy(loadDefault);
  function LazyScreen() {
    // Code already here (preloaded) is drawn at once: React.lazy would first suspend, and React
    // shows what a suspended screen held back at most every 300 ms. Chosen once per mount: a
    // screen that switched from one to the other would lose what the user typed.
    const [Shown] = useState(() => Screen ?? Loaded);
    return (
      <Suspense fallback={<LoadingState />}>
        <Shown />
      </Suspense>
    );
  }
  // The module is the browser's to keep: asked for early, the screen's own load finds it there.
  LazyScreen.preload = (): Promise<unknown> => loadScreen().catch(() => undefined);
  return LazyScreen;
}

/** Asks at once for the code of the lazy screens `element` draws (itself, or those it wraps). */
export function preloadScreens(element: ReactNode): Promise<unknown> {
  if (!isValidElement<{ children?: ReactNode }>(element)) return Promise.resolve();
  const preload = (element.type as { preload?: () => Promise<unknown> }).preload;
  return Promise.all([preload?.(), preloadScreens(element.props.children)]);
}
