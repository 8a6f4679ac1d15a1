/**
 * The transition coverage report (model-tests/report/, git-ignored): coverage.json and a readable
 * index.html listing every transition of every machine with the generated paths that take it
 * (unit) and the paths the browser can play (UI, from the machine's e2e driver).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { machineRegistry, type MachineEntry } from '~/machines';
import { coverageOf, generatePaths, type GeneratedPath, type MachineCoverage } from '~/machines/chart/paths';
import { readStoryboards, type Storyboard } from '~/machines/chart/storyboard';
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
<p>Ảnh từng bước của mỗi đường (sau <code>npm run test:model</code>): <a href="storyboards.html">storyboards.html</a>. Chạy lại một đường: <code>npm run test:model -- --path posting-stepper#12</code>.</p>
${sections.join('\n')}
</body></html>
`;
}

export async function writeCoverageReport(reports: readonly MachineReport[]): Promise<void> {
  await mkdir(REPORT_DIR, { recursive: true });
  await writeFile(path.join(REPORT_DIR, 'coverage.json'), `${JSON.stringify(toJson(reports), null, 2)}\n`);
  await writeFile(path.join(REPORT_DIR, 'index.html'), toHtml(reports));
}

function boardHtml(machineId: string, pathId: string, board: Storyboard | undefined): string {
  const rerun = `<code>npm run test:model -- --path ${escapeHtml(pathId)}</code>`;
  if (!board) return `<p class="miss">${escapeHtml(pathId)}: chưa có ảnh — ${rerun}</p>`;
  const frames = board.steps
    .map((step, index) => {
      const image = step.shot ? `<img src="storyboard/${escapeHtml(machineId)}/${escapeHtml(step.shot)}" width="200" alt="">` : '<span>không chạy tới</span>';
      return `<figure class="${index === board.failedAt ? 'failed' : ''}">${image}<figcaption>${index}. ${escapeHtml(step.label)}</figcaption></figure>`;
    })
    .join('');
  const failure = board.status === 'failed' ? `<p class="miss">Lỗi ở bước ${board.failedAt ?? '?'}: ${escapeHtml(board.error ?? '')} — trace: <code>npx playwright show-trace ${escapeHtml(board.trace ?? '')}</code></p>` : '';
  return `<p><strong>${escapeHtml(pathId)}</strong> (${board.status === 'passed' ? 'đạt' : 'lỗi'}) — chạy lại: ${rerun}</p>${failure}<div class="strip">${frames}</div>`;
}

/**
 * model-tests/report/storyboards.html: for every transition of every machine, the storyboard of the
 * first path taking it (screenshots with the step's words), failed steps and traces marked.
 */
export async function writeStoryboardReport(): Promise<void> {
  const sections = await Promise.all(
    machineRegistry.map(async (entry) => {
      const paths = generatePaths(entry);
      const boards = await readStoryboards(entry.id);
      const rows = coverageOf(entry, paths)
        .rows.map((row) => {
          const pathId = row.paths.find((id) => boards[id]?.status === 'failed') ?? row.paths[0];
          return `<section><h3><code>${escapeHtml(row.key)}</code></h3>${pathId ? boardHtml(entry.id, pathId, boards[pathId]) : '<p class="miss">chưa có đường nào</p>'}</section>`;
        })
        .join('\n');
      return `<h2>${escapeHtml(entry.title)} <small>(${escapeHtml(entry.id)})</small></h2>\n${rows}`;
    }),
  );
  await mkdir(REPORT_DIR, { recursive: true });
  await writeFile(
    path.join(REPORT_DIR, 'storyboards.html'),
    `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Ảnh từng bước</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#16171b}.strip{display:flex;gap:8px;overflow-x:auto}figure{margin:0;flex:0 0 200px;border:1px solid #dcdde1;padding:4px;font-size:12px}figure.failed{border:2px solid #c8102e}.miss{color:#c8102e}code{font-size:12px}small{color:#6e717c}h3{font-size:14px;margin:1.2rem 0 .3rem}</style></head>
<body><h1>Ảnh từng bước của các đường kiểm thử</h1>
${sections.join('\n')}
</body></html>
`,
  );
}
