/**
 * Phone numbers as people read them: `0901234567` → `0901 234 567` (Vietnamese 10-digit numbers,
 * 4-3-3). Anything else is shown as it was given.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 && phone.trim().startsWith('0') ? `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}` : phone;
}
