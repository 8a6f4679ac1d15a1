'use client';
import { dataIsland } from '../data/data-island';

/**
 * Loads after the page is interactive (see ../data/data-island); its suggestions bring the data
 * layer only when someone types (./use-suggestions).
 */
export const SearchCombobox = dataIsland(() => import('./search-combobox-live').then((module) => module.default));
