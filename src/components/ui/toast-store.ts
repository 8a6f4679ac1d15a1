/**
 * App-wide toasts (logout result, copy-link, form results): a tiny external store any client
 * component can push to; <Toaster/> in the root layout renders them.
 */
export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  readonly id: number;
  readonly message: string;
  readonly tone: ToastTone;
  /** A toast that opens a page when clicked (a new chat message), with a second line under the first. */
  readonly link?: { readonly href: string; readonly detail: string };
  /** A toast with the same key replaces the one shown (one per conversation, not a pile). */
  readonly key?: string;
}

export interface LinkToast {
  readonly message: string;
  readonly detail: string;
  readonly href: string;
  readonly key: string;
  readonly durationMs?: number;
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
  /** A toast that opens `href` when clicked; it stays longer, since it asks for an action. */
  showLink({ message, detail, href, key, durationMs = 8000 }: LinkToast) {
    const toast: Toast = { id: nextId++, message, tone: 'info', link: { href, detail }, key };
    publish([...toasts.filter((shown) => shown.key !== key).slice(-2), toast]);
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
