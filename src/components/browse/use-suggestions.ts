'use client';
import { useEffect, useState } from 'react';
import type { Suggestion } from './suggestions-source';

const NONE: readonly Suggestion[] = [];

/**
 * The suggestions for `key` while `enabled`; the previous key's stay shown until the next arrive.
 * A failed request shows none new: suggestions are a help, never an error.
 */
export function useSuggestions(key: string, enabled: boolean): readonly Suggestion[] {
  const [shown, setShown] = useState<readonly Suggestion[]>(NONE);
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    import('./suggestions-source')
      .then(({ fetchSuggestions }) => fetchSuggestions(key))
      .then(
        (suggestions) => {
          if (current) setShown(suggestions);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [key, enabled]);
  return enabled ? shown : NONE;
}
