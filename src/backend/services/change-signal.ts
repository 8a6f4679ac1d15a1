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

/**
 * Wakes the open chat streams of the members a database signal names (a comma-separated list of
 * member ids), or every stream when the signal names nobody (a reconnect: anything may have changed).
 */
export interface MemberSignal {
  subscribe(memberId: number, listener: () => void): () => void;
  notify(payload?: string): void;
}

export function createMemberSignal(): MemberSignal {
  const listeners = new Map<number, Set<() => void>>();
  return {
    subscribe(memberId, listener) {
      const set = listeners.get(memberId) ?? new Set();
      set.add(listener);
      listeners.set(memberId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(memberId);
      };
    },
    notify(payload) {
      const named = payload?.split(',').map(Number).filter(Number.isInteger);
      const woken = named === undefined || named.length === 0 ? [...listeners.keys()] : named;
      for (const memberId of woken) for (const listener of listeners.get(memberId) ?? []) listener();
    },
  };
}
