import { type ReactNode, useLayoutEffect, useState } from 'react';

/**
 * What waits for the first render, in the order it comes: the screen's deferred parts, then the footer, so that
 * nothing already shown moves when a part arrives (the footer last, or the parts above it would push it down).
 */
export const AFTER_FIRST_RENDER = { part: 1, footer: 2 } as const;

interface Waiting {
  order: number;
  show: () => void;
}

/** Parts waiting to be shown, by order; one is shown per task. */
const waiting: Waiting[] = [];
let showing = false;

function showNext() {
  waiting.shift()?.show();
  if (waiting.length > 0) window.setTimeout(showNext, 0);
  else showing = false;
}

function wait(order: number, show: () => void): () => void {
  const entry = { order, show };
  const after = waiting.findIndex((other) => other.order > order);
  waiting.splice(after < 0 ? waiting.length : after, 0, entry);
  if (!showing) {
    showing = true;
    window.setTimeout(showNext, 0);
  }
  return () => {
    const index = waiting.indexOf(entry);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * False for a component's first render, true from a task of its own after it. A phone spends a first load's longest
 * tasks rendering the first screen: the parts that wait for this (below the fold, the footer) each render, and send
 * their calls, in a short task of their own instead (docs/performance.md, "Web"). Registered in a layout effect, so
 * that the parts a shown part holds queue up before the next is shown.
 */
export function useAfterFirstRender(order: number = AFTER_FIRST_RENDER.part): boolean {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => wait(order, () => setReady(true)), [order]);
  return ready;
}

/** Renders its children from a task after the first render (useAfterFirstRender); nothing before. */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  return useAfterFirstRender() ? children : null;
}
