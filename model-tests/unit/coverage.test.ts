/**
 * Transition coverage across all machines: writes model-tests/report/{coverage.json,index.html},
 * then fails naming each transition of a required machine (auth, listing lifecycle, posting
 * stepper, payment — and every other registered machine) that no generated path takes or that
 * has no UI path in its machine's e2e driver.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { machineRegistry } from '~/machines';
import { assertFullCoverage, coverageOf, generatePaths } from '~/machines/chart/paths';
import { assertUiCoverage, uiCoverage, type MachineDriver } from '../e2e/driver';
import { machineDrivers } from '../e2e/drivers';
import { wizardFixtureEntry } from '../fixtures/wizard-fixture';
import { fixtureEntries, REQUIRED_MACHINES } from '../entries';
import { writeCoverageReport, type MachineReport } from '../report';

const reports: MachineReport[] = [
  ...machineRegistry.map((entry) => {
    const paths = generatePaths(entry);
    return { entry, paths, coverage: coverageOf(entry, paths), ui: uiCoverage(entry, machineDrivers[entry.id], paths) };
  }),
  ...fixtureEntries.map((entry) => {
    const paths = generatePaths(entry);
    return { entry, paths, coverage: coverageOf(entry, paths), ui: null };
  }),
];

afterAll(() => writeCoverageReport(reports));

describe('transition coverage', () => {
  it('lists the required machines that are registered', () => {
    const registered = REQUIRED_MACHINES.filter((id) => machineRegistry.some((entry) => entry.id === id));
    expect(registered).toEqual([...REQUIRED_MACHINES]);
  });

  it.each(reports.map((report) => [report.entry.id, report] as const))('%s: every transition has a generated path', (_id, report) => {
    assertFullCoverage(report.coverage);
  });

  it.each(reports.filter((report) => report.ui !== null).map((report) => [report.entry.id, report] as const))(
    '%s: every transition has a UI path (e2e driver)',
    (_id, report) => {
      assertUiCoverage(report.entry, report.ui ?? []);
    },
  );

  it('fails naming the transition when a driver cannot play any path taking it', () => {
    const paths = generatePaths(wizardFixtureEntry);
    // A driver that knows every event but the retry: the retry transition loses its UI path.
    const events = Object.fromEntries(Object.keys(wizardFixtureEntry.eventLabels).filter((type) => type !== 'form.retry').map((type) => [type, async () => {}]));
    const driver: MachineDriver = { machineId: wizardFixtureEntry.id, start: async (world) => world, events, states: { editing: async () => {}, submitting: async () => {}, failed: async () => {}, published: async () => {}, abandoned: async () => {} } };
    const rows = uiCoverage(wizardFixtureEntry, driver, paths);
    expect(() => assertUiCoverage(wizardFixtureEntry, rows)).toThrow('failed --form.retry--> editing — no executor for event "form.retry"');
    // Without a driver at all, every transition is named.
    expect(() => assertUiCoverage(wizardFixtureEntry, uiCoverage(wizardFixtureEntry, undefined, paths))).toThrow(/14 of 14 transitions have no UI path/);
  });

  it.each(reports.filter((report) => report.ui !== null).map((report) => [report.entry.id, report] as const))(
    '%s: a driver missing one executor fails naming every transition only paths with that event take',
    (_id, { entry, paths, coverage }) => {
      const driver = machineDrivers[entry.id];
      if (!driver) throw new Error(`${entry.id} has no driver`);
      for (const type of Object.keys(driver.events)) {
        const events = Object.fromEntries(Object.entries(driver.events).filter(([candidate]) => candidate !== type));
        const rows = uiCoverage(entry, { ...driver, events }, paths);
        const sends = (pathId: string) => paths.find((path) => path.id === pathId)?.steps.some((step) => step.event.type === type) ?? false;
        const orphaned = coverage.rows.filter((row) => row.paths.every(sends)).map((row) => row.key);
        expect(orphaned.length, `no transition depends on "${type}" alone`).toBeGreaterThan(0);
        expect(rows.filter((row) => row.paths.length === 0).map((row) => row.key)).toEqual(orphaned);
        for (const key of orphaned) expect(() => assertUiCoverage(entry, rows)).toThrow(`${entry.id}: ${key} — `);
      }
    },
  );
});
