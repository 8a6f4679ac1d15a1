import { badge } from './badge';
import { button } from './button';
import { dialog } from './dialog';
import { field } from './field';
import { listingCard } from './listing-card';
import { tabs } from './tabs';

export const recipes = { button, badge };
export const slotRecipes = { listingCard, tabs, dialog, field };
