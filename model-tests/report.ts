/**
 * The transition coverage report (model-tests/report/, git-ignored): coverage.json and a readable
 * index.html listing every transition of every machine with the generated paths that take it
 * (unit) and the paths the browser can play (UI, from the machine's e2e driver).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MachineEntry } from '~/machines';
import type { GeneratedPath, MachineCoverage } from '~/machines/chart/paths';
import type { UiCoverageRow } from './e2e/driver';

export const REPORT_DIR = 'model-tests/report';

export interface MachineReport {
  readonly entry: MachineEntry;
  readonly paths: readonly GeneratedPath[];
  readonly coverage: MachineCoverage;
  /** null for test-only fixtures (no UI). */
  readonly ui: readonly UiCoverageRow[] | null;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function toJson(reports: readonly MachineReport[]) {
  return {
    machines: reports.map(({ entry, paths, coverage, ui }) => ({
      id: entry.id,
      title: entry.title,
      transitions: { covered: coverage.covered, total: coverage.total },
      rows: coverage.rows.map((row) => ({ transition: row.key, label: row.label, paths: row.paths, uiPaths: ui?.find((candidate) => candidate.key === row.key)?.paths ?? null })),
      paths: paths.map((generated) => ({ id: generated.id, steps: generated.text, covers: generated.covers })),
    })),
  };
}

function toHtml(reports: readonly MachineReport[]): string {
  const sections = reports.map(({ entry, paths, coverage, ui }) => {
    const rows = coverage.rows
      .map((row) => {
        const uiRow = ui?.find((candidate) => candidate.key === row.key);
        const uiCell = ui === null ? '—' : uiRow?.paths.length ? escapeHtml(uiRow.paths.join(', ')) : `<strong class="miss">không có: ${escapeHtml(uiRow?.reasons.join('; ') ?? '')}</strong>`;
        return `<tr class="${row.paths.length ? 'ok' : 'miss'}"><td><code>${escapeHtml(row.key)}</code></td><td>${escapeHtml(row.label)}</td><td>${row.paths.length ? escapeHtml(row.paths.join(', ')) : '<strong class="miss">chưa có đường nào</strong>'}</td><td>${uiCell}</td></tr>`;
      })
      .join('\n');
    const pathItems = paths.map((generated) => `<li><strong>${escapeHtml(generated.id)}</strong>: ${escapeHtml(generated.text)}</li>`).join('\n');
    const percent = coverage.total ? Math.round((coverage.covered / coverage.total) * 100) : 100;
    return `<section><h2>${escapeHtml(entry.title)} <small>(${escapeHtml(entry.id)})</small></h2>
<p>Độ phủ chuyển tiếp: <strong>${coverage.covered}/${coverage.total} (${percent} %)</strong> · ${paths.length} đường kiểm thử</p>
<table><thead><tr><th>Chuyển tiếp</th><th>Nhãn</th><th>Đường (unit)</th><th>Đường (e2e)</th></tr></thead><tbody>
${rows}
</tbody></table>
<details><summary>Các đường kiểm thử</summary><ol>${pathItems}</ol></details></section>`;
  });
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Độ phủ chuyển tiếp</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#16171b}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #dcdde1;padding:4px 8px;text-align:left;vertical-align:top}tr.miss td{background:#fff1f1}.miss{color:#c8102e}code{font-size:12px}small{color:#6e717c}</style></head>
<body><h1>Độ phủ chuyển tiếp của các máy trạng thái</h1>
${sections.join('\n')}
</body></html>
`;
}

export async function writeCoverageReport(reports: readonly MachineReport[]): Promise<void> {
  await mkdir(REPORT_DIR, { recursive: true });
  await writeFile(path.join(REPORT_DIR, 'coverage.json'), `${JSON.stringify(toJson(reports), null, 2)}\n`);
  await writeFile(path.join(REPORT_DIR, 'index.html'), toHtml(reports));
}
