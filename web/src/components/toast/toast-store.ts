import { TOAST_AUTO_CLOSE_MS } from '@estante/contracts';

/** success and info confirm an action; warning and danger report a problem (spec 001 §8). */
export type ToastKind = 'success' | 'info' | 'warning' | 'danger';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Already translated text. */
  message: string;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Toasts live outside React so that anything (the query cache's error handler, a mutation) can raise one.
 * Each closes by itself after 8000 ms (spec 000 §9) unless the visitor is reading it (hover or focus pauses it).
 */
export const toastStore = {
  getSnapshot: (): readonly Toast[] => toasts,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  show(kind: ToastKind, message: string): number {
    // The same text twice in a row (two failed calls at once) is shown once.
    const duplicate = toasts.find((toast) => toast.kind === kind && toast.message === message);
    if (duplicate) {
      toastStore.resume(duplicate.id);
      return duplicate.id;
    }
    const id = nextId++;
    emit([...toasts, { id, kind, message }]);
    toastStore.resume(id);
    return id;
  },
  dismiss(id: number) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    emit(toasts.filter((toast) => toast.id !== id));
  },
  pause(id: number) {
    clearTimeout(timers.get(id));
    timers.delete(id);
  },
  resume(id: number) {
    clearTimeout(timers.get(id));
    timers.set(
      id,
      setTimeout(() => toastStore.dismiss(id), TOAST_AUTO_CLOSE_MS),
    );
  },
};

export const toast = {
  success: (message: string) => toastStore.show('success', message),
  info: (message: string) => toastStore.show('info', message),
  warning: (message: string) => toastStore.show('warning', message),
  danger: (message: string) => toastStore.show('danger', message),
};
