'use client';
import { useEffect, useState } from 'react';
import { LIVE_CHANNEL, LIVE_STORAGE_KEY, type LiveMessage, type LiveSnapshot } from '~/machines/live-inspector';

/**
 * Live mode: while on, this tab sets the opt-in flag the app's live inspectors read, asks running
 * actors for their snapshot and keeps the latest snapshot per actor of this machine.
 */
export function useLiveSnapshots(machineId: string, on: boolean): readonly LiveSnapshot[] {
  const [sessions, setSessions] = useState<ReadonlyMap<string, LiveSnapshot>>(new Map());

  useEffect(() => {
    if (!on || typeof BroadcastChannel === 'undefined') return;
    window.localStorage.setItem(LIVE_STORAGE_KEY, 'on');
    const channel = new BroadcastChannel(LIVE_CHANNEL);
    channel.onmessage = (message: MessageEvent<LiveMessage>) => {
      const data = message.data;
      if (data.kind !== 'snapshot' || data.machineId !== machineId) return;
      setSessions((current) => new Map(current).set(data.sessionId, data));
    };
    channel.postMessage({ kind: 'sync' } satisfies LiveMessage);
    return () => {
      channel.close();
      window.localStorage.removeItem(LIVE_STORAGE_KEY);
      setSessions(new Map());
    };
  }, [machineId, on]);

  return [...sessions.values()].sort((a, b) => b.at - a.at);
}
