/**
 * `npm run bench:interactions` (issue #33, by hand, never in `npm test`): how long the interactions
 * a visitor makes most take to answer at a slow phone's CPU — the time from input to the next
 * paint, as the browser's Event Timing API reports it (what INP is made of). Chromium from Debian,
 * driven by Playwright, its CPU slowed by CDP (`--cpu` times, 4 by default; Lighthouse's mobile
 * preset). Each interaction is repeated `--runs` times on a fresh page; the table gives each one's
 * median and worst duration (the longest event of the interaction, input delay + processing +
 * presentation), against the goal of 200 ms.
 *
 *   npm run bench:interactions -- [--listings 10000] [--runs 5] [--cpu 4] [--url http://localhost:3000]
 *
 * Without `--url` it starts the bench's backend and web server (bench/servers.ts, ports 3470/4470).
 */
import { chromium, type Page } from '@playwright/test';
import { parseArgs } from 'node:util';
import { pickDetailPath, startBenchServers } from './servers';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    url: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const CPU = Number(values.cpu);
const GOAL_MS = 200;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

declare global {
  interface Window {
    /** Event Timing durations (ms) seen since the page loaded, collected by the bench. */
    benchEventDurations?: number[];
  }
}

interface Interaction {
  readonly name: string;
  readonly device: typeof PHONE | typeof DESKTOP;
  readonly path: (detail: string) => string;
  /** Gets the page ready (not measured). */
  readonly prepare?: (page: Page) => Promise<void>;
  /** The visitor's input, and what shows it was answered. */
  readonly act: (page: Page) => Promise<void>;
}

const INTERACTIONS: readonly Interaction[] = [
  {
    name: "phone: open the category's filter panel",
    device: PHONE,
    path: () => '/xe-co',
    act: async (page) => {
      const toggle = page.getByRole('region', { name: 'Bộ lọc' }).getByRole('button', { name: /^Bộ lọc/ });
      await toggle.tap();
      await page.locator('#bo-loc[data-open="true"]').waitFor();
    },
  },
  {
    name: 'desktop: choose a price range on a category',
    device: DESKTOP,
    path: () => '/bat-dong-san',
    prepare: async (page) => {
      await page.locator('summary', { hasText: 'Tất cả mức giá' }).click();
    },
    act: async (page) => {
      await page.getByRole('button', { name: '1 tỷ – 2 tỷ' }).click();
      await page.waitForURL(/price_min=1000000000/);
      await page.locator('summary', { hasText: '1 tỷ – 2 tỷ' }).waitFor();
    },
  },
  {
    name: "phone: open a listing's gallery full screen",
    device: PHONE,
    path: (detail) => detail,
    act: async (page) => {
      await page
        .getByRole('button', { name: /Xem toàn màn hình/ })
        .first()
        .tap();
      await page.getByTestId('gallery-lightbox').waitFor();
    },
  },
];

/** Starts collecting every Event Timing entry of 16 ms or more before the page's own scripts run. */
const collectEventTimings = () => {
  window.benchEventDurations = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchEventDurations?.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

async function measure(base: string, detail: string, interaction: Interaction): Promise<number> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ ...interaction.device, locale: 'vi-VN' });
    const page = await context.newPage();
    await page.addInitScript(collectEventTimings);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.goto(base + interaction.path(detail), { waitUntil: 'load' });
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.waitForLoadState('networkidle');
    await interaction.prepare?.(page);
    await page.evaluate(() => {
      window.benchEventDurations = [];
    });
    await interaction.act(page);
    // Event Timing entries arrive after the next paint: give them a moment.
    await page.waitForTimeout(300);
    const durations = await page.evaluate(() => window.benchEventDurations ?? []);
    // No entry of 16 ms or more: the interaction answered within a frame.
    return Math.max(16, ...durations);
  } finally {
    await browser.close();
  }
}

const median = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;

async function main() {
  const servers = values.url ? null : await startBenchServers({ listings: Number(values.listings), microCacheMs: 10_000, appPort: 3470, backendPort: 4470 });
  const base = values.url ?? servers?.app ?? '';
  try {
    const detail = await pickDetailPath(base);
    console.log(`\nInteractions at ${CPU}× CPU slowdown, ${RUNS} runs each (Event Timing, longest event of the interaction; goal ≤ ${GOAL_MS} ms)\n`);
    console.log('| interaction | median | worst | within goal |');
    console.log('|---|---|---|---|');
    for (const interaction of INTERACTIONS) {
      const durations: number[] = [];
      for (let run = 0; run < RUNS; run += 1) durations.push(await measure(base, detail, interaction));
      const worst = Math.max(...durations);
      console.log(`| ${interaction.name} | ${median(durations)} ms | ${worst} ms | ${durations.filter((duration) => duration <= GOAL_MS).length}/${RUNS} |`);
    }
  } finally {
    await servers?.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
