import { toastStore } from '../toast/toast-store.ts';
import { presentError } from './error-presentation.ts';

/** Shows a failed call as a toast, the way spec 001 §8 says. Aborted calls (navigation away) show nothing. */
export function notifyError(error: unknown): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  const { kind, message } = presentError(error);
  toastStore.show(kind, message);
}
