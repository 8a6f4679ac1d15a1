/**
 * The app's half of APP_MODE (the backend's is src/backend/env.ts): production refuses to start,
 * naming each variable, while a secret is missing or published in this repository, or the site is
 * not served over HTTPS at the run-time SITE_URL (its session cookie is Secure there).
 */
import { PUBLISHED_SECRETS } from '../lib/published-secrets';

type Source = Readonly<Record<string, string | undefined>>;

const SECRETS = ['SESSION_SECRET', 'REVALIDATE_SECRET'] as const;

export function appProductionProblems(source: Source): string[] {
  const problems: string[] = [];
  for (const name of SECRETS) {
    const value = source[name];
    if (!value) problems.push(`${name} is not set`);
    else if (PUBLISHED_SECRETS.has(value)) problems.push(`${name} is a value published in the repository`);
    else if (value.length < 32) problems.push(`${name} is shorter than 32 characters`);
  }
  // SITE_URL itself, not the build-time NEXT_PUBLIC_SITE_URL: the server reads the address at run
  // time (src/env.ts siteUrl) and the web server's HSTS follows SITE_URL alone (issue #34).
  if (!source.SITE_URL?.startsWith('https://')) problems.push('SITE_URL is not an https:// address');
  return problems;
}

/** Throws, naming every problem, when APP_MODE=production cannot run with this environment. */
export function assertAppCanStart(source: Source): void {
  if (source.APP_MODE !== 'production') return;
  const problems = appProductionProblems(source);
  if (problems.length > 0) throw new Error(`APP_MODE=production refuses to start:\n- ${problems.join('\n- ')}`);
}
