import { useSyncExternalStore } from 'react';

/**
 * The modal dialogs open right now, innermost last. A modal <dialog> sits in the browser's top layer and makes
 * the rest of the page inert, so whatever must stay visible and announced while one is open (the toasts) is
 * rendered inside the innermost one.
 */
let stack: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function emit(next: readonly HTMLDialogElement[]) {
  stack = next;
  for (const listener of listeners) listener();
}

export const openDialogs = {
  add(dialog: HTMLDialogElement) {
    emit([...stack.filter((open) => open !== dialog), dialog]);
  },
  remove(dialog: HTMLDialogElement) {
    emit(stack.filter((open) => open !== dialog));
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  innermost: (): HTMLDialogElement | undefined => stack[stack.length - 1],
};

/** The innermost open modal dialog, or undefined when none is open. */
export const useInnermostDialog = () =>
  useSyncExternalStore(openDialogs.subscribe, openDialogs.innermost, () => undefined);
