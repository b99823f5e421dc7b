import { useSyncExternalStore } from 'react';

/**
 * The modal login (spec 000 §2): anything that needs a signed-in patron for an action can ask for it with
 * `requestSignIn()`, which opens the modal over the current page and resolves true once the patron has signed
 * in (the caller then continues the action) or false when the modal was closed.
 */
let resolvers: Array<(signedIn: boolean) => void> = [];
let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

export function requestSignIn(): Promise<boolean> {
  return new Promise((resolve) => {
    resolvers.push(resolve);
    if (!open) setOpen(true);
  });
}

/** Called by the modal when it closes: `signedIn` tells every waiting caller whether to go on. */
export function finishSignIn(signedIn: boolean): void {
  const waiting = resolvers;
  resolvers = [];
  setOpen(false);
  for (const resolve of waiting) resolve(signedIn);
}

export const useLoginModalOpen = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
