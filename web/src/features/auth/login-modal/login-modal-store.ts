import { useSyncExternalStore } from 'react';

/**
 * The modal login (spec 000 §2): anything that needs a signed-in patron for an action can ask for it with
 * `requestSignIn()`, which opens the modal over the current page and resolves true once the patron has signed
 * in (the caller then continues the action) or false when the modal was closed.
 */
let resolvers: Array<(signedIn: boolean) => void> = [];
let open = false;
/** The control that asked for the sign-in and its ancestors, nearest first: where the focus goes back to. */
let openerPath: HTMLElement[] = [];

function ancestorsOf(element: Element | null): HTMLElement[] {
  const path: HTMLElement[] = [];
  for (let node = element; node instanceof HTMLElement && node !== document.body; node = node.parentElement)
    path.push(node);
  return path;
}

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

/**
 * After the modal closes, the focus goes back to the control that opened it (WCAG 2.4.3). When signing in replaced
 * that control (a "sign in to comment" button gives way to the form), it goes to the first control of the nearest
 * part of the page that is still there. Callers that move the focus themselves win: only a focus left on the page
 * body is moved.
 */
function restoreFocus(path: HTMLElement[]): void {
  const opener = path[0];
  if (!opener) return;
  const settle = () => {
    if (document.activeElement && document.activeElement !== document.body) return;
    if (opener.isConnected) return opener.focus();
    const region = path.find((node) => node.isConnected);
    region?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  // After React has removed the dialog and rendered what the sign-in unlocked.
  setTimeout(settle, 0);
}
const listeners = new Set<() => void>();

function setOpen(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

export function requestSignIn(): Promise<boolean> {
  return new Promise((resolve) => {
    resolvers.push(resolve);
    if (!open) {
      openerPath = ancestorsOf(document.activeElement);
      setOpen(true);
    }
  });
}

/** Called by the modal when it closes: `signedIn` tells every waiting caller whether to go on. */
export function finishSignIn(signedIn: boolean): void {
  const waiting = resolvers;
  resolvers = [];
  const path = openerPath;
  openerPath = [];
  setOpen(false);
  for (const resolve of waiting) resolve(signedIn);
  restoreFocus(path);
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
