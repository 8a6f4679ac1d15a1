import { describe, expect, test } from 'vitest';
import { clientAddressOf, trustedProxiesFrom } from '~/lib/forwarded-address';

describe('client address behind proxies', () => {
  test('a direct remote client is its socket address, whatever it claims', () => {
    expect(clientAddressOf('1.2.3.4', '203.0.113.9')).toBe('203.0.113.9');
  });

  test('behind nginx on this machine: the hop nginx appended, not what the client wrote before it', () => {
    expect(clientAddressOf('1.2.3.4, 203.0.113.9', '127.0.0.1')).toBe('203.0.113.9');
  });

  test('the app calling the backend through nginx keeps the visitor it forwarded', () => {
    expect(clientAddressOf('203.0.113.9, 127.0.0.1', '127.0.0.1')).toBe('203.0.113.9');
  });

  test('everything on one machine: the original sender, the leftmost hop', () => {
    expect(clientAddressOf('127.0.0.1', '::1')).toBe('127.0.0.1');
    expect(clientAddressOf(undefined, '::ffff:127.0.0.1')).toBe('::ffff:127.0.0.1');
  });

  test('proxies on other machines count only when named', () => {
    expect(clientAddressOf('203.0.113.9', '10.0.0.5')).toBe('10.0.0.5');
    expect(clientAddressOf('203.0.113.9', '10.0.0.5', trustedProxiesFrom(' 10.0.0.5 ,10.0.0.6'))).toBe('203.0.113.9');
  });
});
