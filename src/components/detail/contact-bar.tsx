'use client';
import { dataIsland } from '../data/data-island';

/** Loads with its data layer after the page is interactive (see ../data/data-island). */
export const ContactBar = dataIsland(() => import('./contact-bar-live').then((module) => module.default));
