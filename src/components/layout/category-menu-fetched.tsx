'use client';
import { dataIsland } from '../data/data-island';

/** Loads with its data layer after the page is interactive (see ../data/data-island). */
export const CategoryMenuFetched = dataIsland(() => import('./category-menu-live').then((module) => module.default));
