/**
 * Finds a Chromium for Playwright, installing Debian's `chromium` package when running as root and
 * none is present. Playwright's own browser download does not work on these machines (no internet
 * beyond the npm registry and Debian's mirrors).
 */
import { existsSync } from 'node:fs';
import { run } from './processes';

const CANDIDATES = [process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE, process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium(): string | undefined {
  return CANDIDATES.find((candidate): candidate is string => Boolean(candidate) && existsSync(candidate ?? ''));
}

export async function ensureChromium(): Promise<string> {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error('No Chromium found. Install Debian\'s "chromium" package (apt-get install -y chromium) or set PLAYWRIGHT_CHROMIUM_EXECUTABLE.');
  }
  console.log('Installing Chromium from Debian packages (apt-get install -y chromium)…');
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env: aptEnv });
  } catch {
    await run('apt-get', ['update'], { env: aptEnv });
    await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env: aptEnv });
  }
  const installed = findChromium();
  if (!installed) throw new Error('apt-get finished but no Chromium executable was found.');
  return installed;
}
