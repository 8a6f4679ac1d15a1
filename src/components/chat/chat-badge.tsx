'use client';
import { dataIsland } from '../data/data-island';
import { HeaderIconSlot } from '../layout/header-icon-slot';

/** Loads with its data layer after the page is interactive (see ../data/data-island), holding its room meanwhile. */
export const ChatBadge = dataIsland(() => import('./chat-badge-live').then((module) => module.default), HeaderIconSlot);
