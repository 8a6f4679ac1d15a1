/**
 * The characters of scripts/subset-fonts.ts's font files, and their `unicode-range`s in
 * src/app/fonts.css (a test checks the two agree).
 */
export const FONT_WEIGHTS = [400, 500, 600, 700] as const;

const span = (from: number, to: number) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, index) => from + index));

/**
 * ASCII, the Latin-1 vowels Vietnamese writes (à á â ã è é ê ì í ò ó ô õ ù ú ý), and the signs
 * and punctuation the pages print. The rest of Latin-1 would cost 2.5 KB a weight.
 */
export const LATIN_TEXT = span(0x20, 0x7e) + '\u00a0ÀÁÂÃÈÉÊÌÍÒÓÔÕÙÚÝàáâãèéêìíòóôõùúý§©«°²·»½×‘’“”–—…•‹›←↑→↓−≥';

/** What Vietnamese adds to Latin-1: ă đ ĩ ũ ơ ư, the letters with tone marks (U+1EA0–1EF9) and ₫. */
export const VIETNAMESE_TEXT = 'ĂăĐđĨĩŨũƠơƯư' + span(0x1ea0, 0x1ef9) + '₫';
