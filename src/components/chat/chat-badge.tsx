'use client';
import { dataIsland } from '../data/data-island';

/** Loads with its data layer after the page is interactive (see ../data/data-island). */
export const ChatBadge = dataIsland(() => import('./chat-badge-live').then((module) => module.default));
