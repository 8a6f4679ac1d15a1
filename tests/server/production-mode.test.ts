/** Issue #15: the app's half of APP_MODE=production refuses demo settings, naming each variable. */
import { describe, expect, test } from 'vitest';
import { E2E_REVALIDATE_SECRET, E2E_SESSION_SECRET } from '../../src/lib/published-secrets';
import { appProductionProblems, assertAppCanStart } from '../../src/server/production-mode';

const READY = {
  APP_MODE: 'production',
  SESSION_SECRET: 'a-real-session-secret-0123456789abcdefghij',
  REVALIDATE_SECRET: 'a-real-revalidation-secret-0123456789abcdef',
  SITE_URL: 'https://raovat.example.vn',
};

describe('APP_MODE=production in the app', () => {
  test('runs with its own secrets over HTTPS', () => {
    expect(appProductionProblems(READY)).toEqual([]);
    expect(() => assertAppCanStart(READY)).not.toThrow();
  });

  test('names every missing or published secret and a site not on HTTPS', () => {
    const problems = appProductionProblems({ APP_MODE: 'production', SESSION_SECRET: E2E_SESSION_SECRET, SITE_URL: 'http://raovat.example.vn' });
    expect(problems).toEqual([
      'SESSION_SECRET is a value published in the repository',
      'REVALIDATE_SECRET is not set',
      'SITE_URL is not an https:// address',
    ]);
    expect(appProductionProblems({ ...READY, REVALIDATE_SECRET: E2E_REVALIDATE_SECRET })).toEqual(['REVALIDATE_SECRET is a value published in the repository']);
    expect(appProductionProblems({ ...READY, SESSION_SECRET: 'short' })).toEqual(['SESSION_SECRET is shorter than 32 characters']);
    expect(() => assertAppCanStart({ APP_MODE: 'production' })).toThrow(/refuses to start:\n- SESSION_SECRET is not set\n- REVALIDATE_SECRET is not set/);
  });

  test('demo mode (npm start, the tests) starts with whatever it has', () => {
    expect(() => assertAppCanStart({})).not.toThrow();
    expect(() => assertAppCanStart({ APP_MODE: 'demo', SESSION_SECRET: E2E_SESSION_SECRET })).not.toThrow();
  });
});
