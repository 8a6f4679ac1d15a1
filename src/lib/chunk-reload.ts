/**
 * Spec §8: a failed load of a script chunk reloads the page, at most once per minute for the same
 * path (so a broken deploy cannot cause a reload loop).
 */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const KEY_PREFIX = 'chunk-reload:';

export interface ReloadMemory {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function isChunkLoadFailure(reason: unknown): boolean {
  if (reason instanceof Error) {
    return reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed|Failed to load chunk|error loading dynamically imported module/i.test(reason.message);
  }
  return false;
}

/** Records the reload and returns true when this path may reload now. */
export function claimChunkReload(memory: ReloadMemory, path: string, now: number): boolean {
  const key = `${KEY_PREFIX}${path}`;
  const last = Number(memory.getItem(key) ?? '0');
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  memory.setItem(key, String(now));
  return true;
}
