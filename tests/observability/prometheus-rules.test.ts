/**
 * Issue #37 point 2: the shipped alert rules (ops/prometheus/rules.yml) are valid and each alert
 * fires on the series that should fire it and stays silent on the others
 * (ops/prometheus/rules.test.yml). Prometheus's promtool is installed from Debian's package when
 * missing, as `npm test` installs Chromium (scripts/ensure-prometheus.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, expect, test } from 'vitest';
import { ensurePrometheus } from '../../scripts/ensure-prometheus';

const RULES = path.resolve(import.meta.dirname, '..', '..', 'ops', 'prometheus');
const run = promisify(execFile);
let promtool: string;

beforeAll(async () => {
  promtool = (await ensurePrometheus()).promtool;
}, 600_000);

test('promtool check rules accepts the shipped rules', async () => {
  const { stdout } = await run(promtool, ['check', 'rules', path.join(RULES, 'rules.yml')]);
  expect(stdout).toMatch(/SUCCESS: \d+ rules found/);
});

test('promtool test rules: every alert fires when it should and only then', async () => {
  const { stdout } = await run(promtool, ['test', 'rules', path.join(RULES, 'rules.test.yml')]);
  expect(stdout).toContain('SUCCESS');
});

test('every alert has a firing and a silent case, a bilingual summary and what to check first', () => {
  const rules = readFileSync(path.join(RULES, 'rules.yml'), 'utf8');
  const tests = readFileSync(path.join(RULES, 'rules.test.yml'), 'utf8');
  const alerts = [...rules.matchAll(/- alert: (\w+)/g)].map((match) => match[1] ?? '');
  expect(alerts).toEqual(['InstanceDown', 'High5xxRatio', 'PageLatencyHigh', 'JobFailingRepeatedly', 'JobQueueBackingUp', 'ListingChangeStreamLagging', 'CircuitBreakerOpen', 'PaymentIpnFailures', 'SignInFailureBurst']);
  const runbook = readFileSync(path.resolve(RULES, '..', '..', 'docs', 'operations.md'), 'utf8');
  for (const alert of alerts) {
    const cases = tests.split(`alertname: ${alert}\n`).slice(1);
    expect(cases.some((block) => block.trimStart().startsWith('exp_alerts: []')), `${alert} has a silent case`).toBe(true);
    expect(cases.some((block) => block.trimStart().startsWith('exp_alerts:\n')), `${alert} has a firing case`).toBe(true);
    expect(runbook, `${alert} has a runbook section`).toContain(`### ${alert}`);
  }
  expect([...rules.matchAll(/summary: "([^"]*)"/g)].every((match) => (match[1] ?? '').includes(' / '))).toBe(true);
  expect([...rules.matchAll(/first_check: /g)]).toHaveLength(alerts.length);
});

test('every query of the Grafana dashboard (ops/grafana/raovat.json) is valid PromQL', async () => {
  const dashboard = JSON.parse(readFileSync(path.resolve(RULES, '..', 'grafana', 'raovat.json'), 'utf8')) as { panels: { title: string; targets: { expr: string }[] }[] };
  const queries = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr.replaceAll('$__rate_interval', '5m')));
  expect(queries.length).toBeGreaterThan(15);
  // promtool parses expressions in rule files: each query becomes a recording rule.
  const rules = `groups:\n  - name: dashboard\n    rules:\n${queries.map((expr, index) => `      - record: dashboard_query_${index}\n        expr: ${JSON.stringify(expr)}\n`).join('')}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'raovat-dashboard-'));
  try {
    writeFileSync(path.join(dir, 'dashboard.yml'), rules);
    const { stdout } = await run(promtool, ['check', 'rules', path.join(dir, 'dashboard.yml')]);
    expect(stdout).toContain(`SUCCESS: ${queries.length} rules found`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
