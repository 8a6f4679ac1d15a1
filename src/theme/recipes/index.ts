import { badge } from './badge';
import { button } from './button';
import { card } from './card';
import { dialog } from './dialog';
import { emptyState } from './empty-state';
import { field } from './field';
import { listingCard } from './listing-card';
import { pageHeader } from './page-header';
import { tabs } from './tabs';

export const recipes = { button, badge, card };
export const slotRecipes = { listingCard, tabs, dialog, field, pageHeader, emptyState };
