/**
 * App-wide toasts (logout result, copy-link, form results): a tiny external store any client
 * component can push to; <Toaster/> in the root layout renders them.
 */
export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  readonly id: number;
  readonly message: string;
  readonly tone: ToastTone;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export const toastStore = {
  show(message: string, tone: ToastTone = 'info', durationMs = 4000) {
    const toast = { id: nextId++, message, tone };
    publish([...toasts.slice(-2), toast]);
    window.setTimeout(() => toastStore.dismiss(toast.id), durationMs);
  },
  dismiss(id: number) {
    publish(toasts.filter((toast) => toast.id !== id));
  },
  get: () => toasts,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const EMPTY: readonly Toast[] = [];
export const emptyToasts = () => EMPTY;
