/**
 * Finding one entry in a long list of place names as the member types (issue #35 §4: Hồ Chí Minh
 * has 168 wards): accent-insensitive ("phu my" finds "Phú Mỹ"), each typed word the start of a word
 * of the name, in order ("thu dau" finds "Phường Thủ Dầu Một", "u da" finds nothing).
 */
import { toSearchText } from './search-text';

/** From how many entries a list gets its search box; a short list is read at a glance. */
export const OPTION_SEARCH_FROM = 20;

/**
 * The entries whose name matches what was typed; every entry when nothing was. The entry already
 * chosen (`keep`) stays, so a select never loses its value while the member types.
 */
export function optionsMatching<T>(options: readonly T[], query: string, nameOf: (option: T) => string, keep?: (option: T) => boolean): readonly T[] {
  const wanted = toSearchText(query);
  if (wanted === '') return options;
  const needle = ` ${wanted}`;
  return options.filter((option) => ` ${toSearchText(nameOf(option))}`.includes(needle) || (keep?.(option) ?? false));
}
