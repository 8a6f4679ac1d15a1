/**
 * The top progress bar's state, shared by the bar, link clicks, and error boundaries (which turn it
 * red). A tiny external store so any client component can report without a provider.
 */
export type ProgressState = 'idle' | 'loading' | 'done' | 'failed';

type Listener = () => void;

let state: ProgressState = 'idle';
const listeners = new Set<Listener>();

function set(next: ProgressState) {
  state = next;
  for (const listener of listeners) listener();
}

export const progress = {
  start: () => set('loading'),
  done: () => {
    if (state === 'loading') set('done');
  },
  fail: () => set('failed'),
  reset: () => set('idle'),
  get: () => state,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
