'use client';
import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';

/**
 * A server-rendered field inside an island can be typed into before the island's code has loaded;
 * React hydrates it without reading what is there, so the text would be in the page but not in
 * state, and the next render would wipe it. Give the field this ref: on hydration the typed text
 * becomes the state (nothing the user entered is lost).
 */
export function useTypedBeforeHydration<Field extends HTMLInputElement | HTMLTextAreaElement>(setValue: Dispatch<SetStateAction<string>>) {
  const field = useRef<Field>(null);
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed !== '') setValue(typed);
  }, [setValue]);
  return field;
}
