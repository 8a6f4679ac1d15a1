/**
 * What a receiver is gently warned about in a message (issue #18): a phone number, a bank account
 * number or an outside link — the three ways scams leave the conversation. A warning, never a
 * refusal: buyers and sellers do swap numbers, and the receiver decides.
 */
import type { ContactWarning } from '~/lib/contract/chat';

/** A Vietnamese number written with spaces, dots or dashes: 0912 345 678, +84 912.345.678, 028-3822-1234. */
const PHONE = /(?:\+?84|0)[\s.-]?(?:\d[\s.-]?){8,9}\d(?!\d)/;
/** "stk", "số tài khoản", "chuyển khoản" / "ck" near a run of digits, or a bare run of 10–19 digits (spaces allowed, no dots: "3.500.000.000" is a price). */
const BANK_WORDS = /\b(?:stk|s[oố]\s*t[aà]i\s*kho[aả]n|chuy[eể]n\s*kho[aả]n|ck|ng[aâ]n\s*h[aà]ng)\b[^\d]{0,20}\d[\d\s]{5,}/iu;
const LONG_DIGITS = /(?<![\d.,])\d(?:\s?\d){9,18}(?![\d.,])/;
const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9][a-z0-9-]*\.(?:com|vn|net|org|info|io|me|xyz|shop|top|site|online|link|ly|co)(?:\/\S*)?\b/i;

export function contactWarnings(text: string): ContactWarning[] {
  const warnings: ContactWarning[] = [];
  const phone = PHONE.test(text);
  if (phone) warnings.push('phone');
  const withoutPhones = text.replace(new RegExp(PHONE.source, 'g'), ' ');
  if (BANK_WORDS.test(text) || LONG_DIGITS.test(withoutPhones)) warnings.push('bank');
  if (LINK.test(text)) warnings.push('link');
  return warnings;
}
