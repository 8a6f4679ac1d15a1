'use client';
import { useEffect } from 'react';
import { useAuthStatus } from '../auth/use-auth';
import { dataIsland } from '../data/data-island';
import { favouritesStore } from './favourites-store';

const FavouritesLive = dataIsland(() => import('./favourites-live').then((module) => module.default));

/**
 * Mounted once in the root providers: tells the hearts whether a member is signed in and, for a
 * member only, loads the favourites with the data layer (see ./favourites-store).
 */
export function FavouritesSync() {
  const signedIn = useAuthStatus() === 'signedIn';
  useEffect(() => favouritesStore.setSignedIn(signedIn), [signedIn]);
  return signedIn ? <FavouritesLive /> : null;
}
