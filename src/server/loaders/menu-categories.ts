/**
 * Data that server-rendered shells need and must survive an upstream failure: the header renders
 * without its menu rather than failing the whole page. Errors are logged, never shown.
 */
import 'server-only';
import { cache } from 'react';
import { publicCaller } from './callers';
import type { CategoryLink } from '../dto/category';
import { serverLog } from '../log';

export const loadMenuCategories = cache(async (): Promise<readonly CategoryLink[]> => {
  try {
    return await publicCaller().catalog.menu();
  } catch (error) {
    serverLog.warn('header menu unavailable', { errorMessage: error instanceof Error ? error.message : String(error) });
    return [];
  }
});
