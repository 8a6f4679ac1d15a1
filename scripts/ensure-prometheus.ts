/**
 * Finds Prometheus, promtool and Alertmanager, installing Debian's `prometheus` and
 * `prometheus-alertmanager` packages when running as root and they are missing — as
 * ./ensure-chromium.ts does for Chromium and ./cluster.ts for nginx and PostgreSQL (issue #37).
 * promtool comes with the prometheus package. The packages' own services are not used: the
 * cluster script starts Prometheus itself with a generated configuration.
 */
import { existsSync } from 'node:fs';
import { run } from './processes';

export interface PrometheusTools {
  readonly prometheus: string;
  readonly promtool: string;
  /** Absent when the alertmanager package could not be installed: rules still evaluate without it. */
  readonly alertmanager: string | undefined;
}

const firstExisting = (candidates: readonly (string | undefined)[]) => candidates.find((candidate): candidate is string => Boolean(candidate) && existsSync(candidate ?? ''));

const find = (): Partial<PrometheusTools> => ({
  prometheus: firstExisting([process.env.PROMETHEUS_BIN, '/usr/bin/prometheus']),
  promtool: firstExisting([process.env.PROMTOOL_BIN, '/usr/bin/promtool']),
  alertmanager: firstExisting([process.env.ALERTMANAGER_BIN, '/usr/bin/prometheus-alertmanager']),
});

const complete = (tools: Partial<PrometheusTools>): tools is PrometheusTools => Boolean(tools.prometheus && tools.promtool && tools.alertmanager);

async function aptInstall(packages: readonly string[]): Promise<void> {
  // policy-rc.d-less containers: the packages' postinst would try to start their services; 101 = "not allowed".
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  const install = () => run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env });
  try {
    await install();
  } catch {
    await run('apt-get', ['update'], { env });
    await install();
  }
}

export async function ensurePrometheus(): Promise<PrometheusTools> {
  const found = find();
  if (complete(found)) return found;
  if (process.getuid?.() !== 0) {
    throw new Error('Prometheus is not installed: apt-get install -y prometheus prometheus-alertmanager (as root), or set PROMETHEUS_BIN and PROMTOOL_BIN.');
  }
  console.log('Installing Prometheus from Debian packages (apt-get install -y prometheus prometheus-alertmanager)…');
  await aptInstall(['prometheus', 'prometheus-alertmanager']);
  const installed = find();
  if (!installed.prometheus || !installed.promtool) throw new Error('apt-get finished but prometheus or promtool was not found.');
  return { prometheus: installed.prometheus, promtool: installed.promtool, alertmanager: installed.alertmanager };
}
