import { type ComponentType, createElement, lazy, type ReactNode, Suspense } from 'react';

/**
 * A component whose code loads on first use, as `React.lazy`, plus `preload()`. Once the code has arrived the
 * component renders at once, without suspending: a dialog that awaits `preload()` before opening has its fields
 * on the page when it moves the focus to the first one. (A dozen lines rather than a package: the
 * `react-lazy-with-preload` package does the same but without the fallback prop.)
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per component at module level, as React.lazy is
  function LazyWithPreload(props: Props) {
    if (loaded) return createElement(loaded, props);
    return createElement(Suspense, { fallback }, createElement(Lazy, props));
  }
  return Object.assign(LazyWithPreload, { preload });
}
