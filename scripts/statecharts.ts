/**
 * `npm run statecharts`: writes docs/statecharts/<machine>.md (Mermaid + SVG link + tables) and
 * docs/statecharts/<machine>.svg for every registered machine, and removes documents of machines
 * no longer registered. The files are committed for pull-request review; the drift check in
 * model-tests/unit/statechart-docs.test.ts fails when they are stale.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { machineRegistry } from '../src/machines';
import { machineDocs, STATECHART_DOCS_DIR } from '../src/machines/chart/docs';

async function main() {
  await mkdir(STATECHART_DOCS_DIR, { recursive: true });
  const expected = new Set<string>(['README.md']);
  for (const entry of machineRegistry) {
    const { markdown, svg } = await machineDocs(entry);
    await writeFile(path.join(STATECHART_DOCS_DIR, `${entry.id}.md`), markdown);
    await writeFile(path.join(STATECHART_DOCS_DIR, `${entry.id}.svg`), svg);
    expected.add(`${entry.id}.md`).add(`${entry.id}.svg`);
    console.log(`✔ ${STATECHART_DOCS_DIR}/${entry.id}.md, ${entry.id}.svg`);
  }
  for (const file of await readdir(STATECHART_DOCS_DIR)) {
    if (!expected.has(file)) {
      await rm(path.join(STATECHART_DOCS_DIR, file));
      console.log(`✖ removed ${STATECHART_DOCS_DIR}/${file} (machine no longer registered)`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
