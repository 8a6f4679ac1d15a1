/**
 * Wakes the open change streams of this process when the database signals a listing change
 * (main.ts connects it to LISTEN). Listeners are cheap: one per app instance subscribed here.
 */
export interface ChangeSignal {
  subscribe(listener: () => void): () => void;
  notify(): void;
}

export function createChangeSignal(): ChangeSignal {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
