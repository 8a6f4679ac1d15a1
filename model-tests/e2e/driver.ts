/**
 * End-to-end model paths: the contract of a machine's UI driver, the generic state assertion from
 * the registry's UI probes, and the check that every transition has a UI path.
 *
 * A driver maps each event type of its machine to what a user does in the browser (clicks,
 * typing) — or, for an invoked actor's done/error event, to how the intercepted tRPC call is
 * settled — and may add assertions per state. A transition "has a UI path" when a generated path
 * that takes it has an executor for every one of its events and an assertion for every step.
 */
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { MachineEntry, RegistryEvent, UiProbe } from '~/machines';
import type { GeneratedPath, PathStep } from '~/machines/chart/paths';
import { buildChart } from '~/machines/chart/model';

export interface StepInfo {
  readonly path: GeneratedPath;
  /** 0 is the init step. */
  readonly index: number;
  readonly step: PathStep;
  readonly previous: PathStep | null;
}

export interface DriverWorld {
  readonly page: Page;
  readonly context: BrowserContext;
}

export interface MachineDriver<TWorld extends DriverWorld = DriverWorld> {
  readonly machineId: string;
  /**
   * Opens the app with the machine in its initial state. It sees the whole path, so it can set
   * up what the path's events need (a signed-in member, a held tRPC call …).
   */
  readonly start: (browser: DriverWorld, path: GeneratedPath) => Promise<TWorld>;
  /** One executor per event type (a user action, or settling an intercepted call). */
  readonly events: Readonly<Record<string, (world: TWorld, event: RegistryEvent, info: StepInfo) => Promise<void>>>;
  /** Assertions per state path, run instead of the registry's UI probe for that state. */
  readonly states?: Readonly<Record<string, (world: TWorld, info: StepInfo) => Promise<void>>>;
  /**
   * Where the registry's UI probes of a step are looked for (default: the whole page), e.g. the
   * row of the one listing a path acts on when the page lists many in the same state.
   */
  readonly probeScope?: (world: TWorld, info: StepInfo) => Promise<Page | Locator>;
  /**
   * The window the storyboard shoots after a step (default the path's own page): where the step's
   * state was checked, when a path passes between parties in windows of their own (the buyer's,
   * the seller's — drivers/safe-purchase.ts).
   */
  readonly shownPage?: (world: TWorld) => Page;
  readonly finish?: (world: TWorld) => Promise<void>;
}

/** A probe selector that is a bare word is a data-testid; anything else is a CSS/Playwright selector. */
export function probeLocator(scope: Page | Locator, selector: string) {
  return /^[\w-]+$/.test(selector) ? scope.getByTestId(selector) : scope.locator(selector);
}

const pageOf = (scope: Page | Locator): Page => ('goto' in scope ? scope : scope.page());

/** Asserts a registry probe within `scope` (a page, or a part of one; a `url` probe reads the page). */
export async function assertProbe(scope: Page | Locator, probe: UiProbe): Promise<void> {
  if (probe.selector) await expect(probeLocator(scope, probe.selector).first()).toBeVisible();
  if (probe.text) await expect(scope.getByText(probe.text, { exact: true }).first()).toBeVisible();
  if (probe.url) await expect(pageOf(scope)).toHaveURL(new RegExp(probe.url));
}

/** States whose assertion covers a step: the deepest active states (leaves) of its configuration. */
export function leafStates(step: PathStep): string[] {
  return step.active.filter((path) => !step.active.some((other) => other.startsWith(`${path}.`)));
}

/** Asserts every active state that has a driver assertion or a registry probe; fails if none does. */
export async function assertStep<TWorld extends DriverWorld>(entry: MachineEntry, driver: MachineDriver<TWorld>, world: TWorld, info: StepInfo): Promise<void> {
  let asserted = 0;
  let scope: Page | Locator | null = null;
  for (const state of info.step.active) {
    const custom = driver.states?.[state];
    const probe = entry.states[state]?.ui;
    if (custom) await custom(world, info);
    else if (probe) await assertProbe((scope ??= driver.probeScope ? await driver.probeScope(world, info) : world.page), probe);
    else continue;
    asserted += 1;
  }
  if (asserted === 0) throw new Error(`${entry.id}: no UI assertion for state ${leafStates(info.step).join(', ')} (add a ui probe to the registry or a driver state check)`);
}

/** A test step of the runner (Playwright's `test.step`), so each event and assertion is named in reports. */
export type StepRunner = (title: string, body: () => Promise<void>) => Promise<void>;

/** A driver with its world type hidden: what the runner needs to play a path and to check coverage. */
export interface PathPlayer extends DriverShape {
  readonly machineId: string;
  /** `afterStep` runs once each step is played and asserted (the storyboard's screenshot of `shown`, the window the step was checked in). */
  readonly play: (browser: DriverWorld, entry: MachineEntry, path: GeneratedPath, step: StepRunner, afterStep?: (index: number, shown: Page) => Promise<void>) => Promise<void>;
}

/** Plays each path with its driver: start, then each event and the assertion of every step, then finish. */
export function pathPlayer<TWorld extends DriverWorld>(driver: MachineDriver<TWorld>): PathPlayer {
  return {
    machineId: driver.machineId,
    events: driver.events,
    ...(driver.states ? { states: driver.states } : {}),
    play: async (browser, entry, path, step, afterStep) => {
      const world = await driver.start(browser, path);
      try {
        for (const [index, pathStep] of path.steps.entries()) {
          const info: StepInfo = { path, index, step: pathStep, previous: path.steps[index - 1] ?? null };
          if (index > 0) {
            const execute = driver.events[pathStep.event.type];
            if (!execute) throw new Error(`no executor for ${pathStep.event.type}`);
            await step(`${index}. ${pathStep.label}`, () => execute(world, pathStep.event, info));
          }
          await step(`   → ${JSON.stringify(pathStep.value)}`, () => assertStep(entry, driver, world, info));
          await afterStep?.(index, driver.shownPage?.(world) ?? world.page);
        }
      } finally {
        await driver.finish?.(world);
      }
    },
  };
}

export interface UiCoverageRow {
  readonly key: string;
  /** Path ids with a UI path for this transition. */
  readonly paths: readonly string[];
  /** Why the transition has no UI path (empty when it has one). */
  readonly reasons: readonly string[];
}

/** What the coverage check reads of a driver: the events it performs and the states it checks. */
export interface DriverShape {
  readonly events: Readonly<Record<string, unknown>>;
  readonly states?: Readonly<Record<string, unknown>>;
}

/** What a driver lacks to run a path: executors for its events, assertions for its states. */
export function pathGaps(entry: MachineEntry, driver: DriverShape | undefined, path: GeneratedPath): string[] {
  if (!driver) return [`no e2e driver for machine "${entry.id}" (model-tests/e2e/drivers/index.ts)`];
  const gaps = new Set<string>();
  path.steps.forEach((step, index) => {
    if (index > 0 && !driver.events[step.event.type]) gaps.add(`no executor for event "${step.event.type}"`);
    const assertable = step.active.some((state) => driver.states?.[state] || entry.states[state]?.ui);
    if (!assertable) gaps.add(`no UI assertion for state "${leafStates(step).join(', ')}"`);
  });
  return [...gaps];
}

export function uiCoverage(entry: MachineEntry, driver: DriverShape | undefined, paths: readonly GeneratedPath[]): UiCoverageRow[] {
  const gapsByPath = new Map(paths.map((path) => [path.id, pathGaps(entry, driver, path)]));
  return buildChart(entry.machine).transitions.map((transition) => {
    const covering = paths.filter((path) => path.covers.includes(transition.key));
    const runnable = covering.filter((path) => gapsByPath.get(path.id)?.length === 0).map((path) => path.id);
    const reasons = runnable.length ? [] : covering.length ? [...new Set(covering.flatMap((path) => gapsByPath.get(path.id) ?? []))] : ['no generated path takes it'];
    return { key: transition.key, paths: runnable, reasons };
  });
}

/** Throws naming every transition of the machine that has no UI path. */
export function assertUiCoverage(entry: MachineEntry, rows: readonly UiCoverageRow[]): void {
  const missing = rows.filter((row) => row.paths.length === 0);
  if (missing.length === 0) return;
  throw new Error(`${entry.id}: ${missing.length} of ${rows.length} transitions have no UI path:\n${missing.map((row) => `  - ${entry.id}: ${row.key} — ${row.reasons.join('; ')}`).join('\n')}`);
}
