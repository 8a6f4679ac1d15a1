/**
 * The committed statechart documents cannot drift from the machines: each registered machine's
 * docs/statecharts/<id>.md and .svg must equal what `npm run statecharts` generates now, and no
 * document may remain for a machine that is no longer registered.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '~/machines';
import { machineDocs, STATECHART_DOCS_DIR } from '~/machines/chart/docs';

const readCommitted = (file: string) => readFile(path.join(STATECHART_DOCS_DIR, file), 'utf8').catch(() => '(missing: run `npm run statecharts`)');

describe('docs/statecharts', () => {
  it.each(machineRegistry.map((entry) => [entry.id, entry] as const))('%s: the .md and .svg match the machine (run `npm run statecharts` after changing it)', async (id, entry) => {
    const { markdown, svg } = await machineDocs(entry);
    expect(await readCommitted(`${id}.md`), `${STATECHART_DOCS_DIR}/${id}.md is stale: run \`npm run statecharts\``).toBe(markdown);
    expect(await readCommitted(`${id}.svg`), `${STATECHART_DOCS_DIR}/${id}.svg is stale: run \`npm run statecharts\``).toBe(svg);
  });

  it('holds documents only for registered machines', async () => {
    const ids = new Set(machineRegistry.map((entry) => entry.id));
    const strays = (await readdir(STATECHART_DOCS_DIR)).filter((file) => file !== 'README.md' && !ids.has(file.replace(/\.(md|svg)$/, '')));
    expect(strays).toEqual([]);
  });
});
