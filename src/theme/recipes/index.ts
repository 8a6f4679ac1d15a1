import { badge } from './badge';
import { button } from './button';
import { listingCard } from './listing-card';

export const recipes = { button, badge };
export const slotRecipes = { listingCard };
