import { describe, expect, test } from 'vitest';
import {
  identifierKind,
  validateEmail,
  validateImageCount,
  validatePassword,
  validatePhone,
  validateText,
} from '../../src/lib/validation';

describe('validatePhone (spec §5)', () => {
  test.each(['', '   '])('empty %j → "Số điện thoại không được để trống!"', (value) => {
    expect(validatePhone(value)).toBe('Số điện thoại không được để trống!');
  });
  test.each(['0900000001', '+84900000001', ' 0912345678 '])('strict accepts %s', (value) => {
    expect(validatePhone(value)).toBeNull();
  });
  test.each(['090000000', '09000000011', '84900000001', '+8490000000', '+849000000011', '0900 000 001', 'abc'])('strict refuses %s', (value) => {
    expect(validatePhone(value)).toBe('Số điện thoại không đúng');
  });
  test.each(['(028) 3997-3838', '+84 90.000.0001', '090-000-0001', '1900 6068'])('loose accepts %s', (value) => {
    expect(validatePhone(value, 'loose')).toBeNull();
  });
  test.each(['abc', '++84', '(028', '090x'])('loose refuses %s', (value) => {
    expect(validatePhone(value, 'loose')).toBe('Số điện thoại không đúng');
  });
  test('loose still reports empty', () => {
    expect(validatePhone('', 'loose')).toBe('Số điện thoại không được để trống!');
  });
});

describe('validateText (spec §5)', () => {
  test('empty', () => expect(validateText(' ', { field: 'Tiêu đề' })).toBe('Tiêu đề không được để trống!'));
  test('too short', () => expect(validateText('Nhà', { field: 'Tiêu đề', min: 10 })).toBe('Tiêu đề không được ít hơn 10 kí tự!'));
  test('too long with the default maximum of 1000', () =>
    expect(validateText('a'.repeat(1001), { field: 'Mô tả' })).toBe('Mô tả không được quá 1000 kí tự!'));
  test('too long with a given maximum', () => expect(validateText('abcdef', { field: 'Tên', max: 5 })).toBe('Tên không được quá 5 kí tự!'));
  test('valid at the bounds', () => {
    expect(validateText('a'.repeat(10), { field: 'Tiêu đề', min: 10, max: 10 })).toBeNull();
  });
});

describe('validateImageCount (spec §5)', () => {
  test('minimum -1 disables the check', () => expect(validateImageCount(0, -1)).toBeNull());
  test('none', () => expect(validateImageCount(0, 3)).toBe('Hình ảnh sản phẩm không được để trống!'));
  test('fewer than the minimum', () => expect(validateImageCount(2, 3)).toBe('Hình ảnh sản phẩm không được ít hơn 3 hình!'));
  test('enough', () => expect(validateImageCount(3, 3)).toBeNull());
});

describe('email, password, identifier', () => {
  test('optional email may be empty; a required one may not', () => {
    expect(validateEmail('')).toBeNull();
    expect(validateEmail('', { required: true })).toBe('Email không được để trống!');
    expect(validateEmail('an@example')).toBe('Email không đúng định dạng');
    expect(validateEmail('an@example.vn')).toBeNull();
  });
  test('password length rules', () => {
    expect(validatePassword('')).toBe('Mật khẩu không được để trống!');
    expect(validatePassword('1234567')).toBe('Mật khẩu không được ít hơn 8 kí tự!');
    expect(validatePassword('x'.repeat(129))).toBe('Mật khẩu không được quá 128 kí tự!');
    expect(validatePassword('demo1234')).toBeNull();
  });
  test('identifier is a phone or an email', () => {
    expect(identifierKind('0900000001')).toBe('phone');
    expect(identifierKind('an@example.vn')).toBe('email');
    expect(identifierKind('an')).toBeNull();
  });
});
