/**
 * Form validation rules of spec §5 with their exact Vietnamese messages, shared by every form of
 * the app and by the backend. Each validator returns the message, or null when the value is valid.
 */
export const PHONE_EMPTY = 'Số điện thoại không được để trống!';
export const PHONE_INVALID = 'Số điện thoại không đúng';
export const IMAGES_EMPTY = 'Hình ảnh sản phẩm không được để trống!';

/** Strict: '+' followed by 11 digits, or '0' followed by 9 digits (10 in total). */
const STRICT_PHONE = /^(?:\+\d{11}|0\d{9})$/;
/** Loose: optional '+', optional bracketed area code, then digits, dashes, spaces or dots. */
const LOOSE_PHONE = /^\+?(?:\(\d{1,4}\))?[\d\s.-]*\d[\d\s.-]*$/;

export function validatePhone(value: string, mode: 'strict' | 'loose' = 'strict'): string | null {
  const phone = value.trim();
  if (phone === '') return PHONE_EMPTY;
  return (mode === 'strict' ? STRICT_PHONE : LOOSE_PHONE).test(phone) ? null : PHONE_INVALID;
}

export interface TextRule {
  /** The field's name as users read it, e.g. 'Tiêu đề'. */
  readonly field: string;
  readonly min?: number;
  /** Default 1000 (spec §5). */
  readonly max?: number;
}

export const DEFAULT_TEXT_MAX = 1000;

export function validateText(value: string, { field, min = 0, max = DEFAULT_TEXT_MAX }: TextRule): string | null {
  const text = value.trim();
  if (text === '') return `${field} không được để trống!`;
  if (text.length < min) return `${field} không được ít hơn ${min} kí tự!`;
  if (text.length > max) return `${field} không được quá ${max} kí tự!`;
  return null;
}

/** Images of a listing: `min` -1 disables the check (spec §5). */
export function validateImageCount(count: number, min: number): string | null {
  if (min === -1) return null;
  if (count === 0) return IMAGES_EMPTY;
  if (count < min) return `Hình ảnh sản phẩm không được ít hơn ${min} hình!`;
  return null;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,}$/;

export function validateEmail(value: string, { required = false } = {}): string | null {
  const email = value.trim();
  if (email === '') return required ? 'Email không được để trống!' : null;
  return EMAIL.test(email) ? null : 'Email không đúng định dạng';
}

export const PASSWORD_MIN = 8;

export function validatePassword(value: string): string | null {
  if (value === '') return 'Mật khẩu không được để trống!';
  if (value.length < PASSWORD_MIN) return `Mật khẩu không được ít hơn ${PASSWORD_MIN} kí tự!`;
  if (value.length > 128) return 'Mật khẩu không được quá 128 kí tự!';
  return null;
}

/** A sign-in identifier is a phone number (strict) or an email address. */
export function identifierKind(value: string): 'phone' | 'email' | null {
  const text = value.trim();
  if (validatePhone(text) === null) return 'phone';
  if (text.includes('@') && validateEmail(text, { required: true }) === null) return 'email';
  return null;
}
