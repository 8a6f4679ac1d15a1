import Link from 'next/link';
import { notFound } from 'next/navigation';
import { css, cx } from 'styled-system/css';
import { card as cardRecipe } from 'styled-system/recipes/card';
import { pageHeader } from 'styled-system/recipes/page-header';
import { machineRegistry } from '~/machines';
import { buildChart } from '~/machines/chart/model';
import { studioMachine } from '~/machines/chart/studio-data';
import { canSeeStatecharts } from '~/server/statecharts-access';

/** Every registered machine, with its size and generated-path coverage. */
export default async function StatechartsPage() {
  if (!(await canSeeStatecharts())) notFound();
  const machines = await Promise.all(machineRegistry.map(async (entry) => ({ entry, chart: buildChart(entry.machine), data: await studioMachine(entry) })));
  return (
    <div className={page}>
      <h1 className={header.title}>Sơ đồ trạng thái các luồng</h1>
      <p className={header.lead}>Sinh trực tiếp từ mã nguồn (src/machines): mỗi sơ đồ, đường kiểm thử và độ phủ luôn khớp với máy trạng thái đang chạy.</p>
      <ul className={grid}>
        {machines.map(({ entry, chart, data }) => (
          <li key={entry.id} className={card}>
            <Link href={`/statecharts/${entry.id}`} className={cardTitle}>
              {entry.title}
            </Link>
            <p className={cardText}>{entry.description}</p>
            <p className={stats}>
              {chart.states.length - 1} trạng thái · {chart.transitions.length} chuyển tiếp · {data.paths.length} đường kiểm thử · phủ {data.covered}/{data.total} chuyển tiếp
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

const header = pageHeader();
const page = css({ maxW: '1100px', mx: 'auto', display: 'flex', flexDirection: 'column', gap: '4' });
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: '4' });
const card = cx(cardRecipe({ padding: 'none', stack: 'sm' }), css({ p: '5' }));
const cardTitle = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.accent', _hover: { textDecoration: 'underline' } });
const cardText = css({ fontSize: 'sm', color: 'fg.muted' });
const stats = css({ fontSize: 'sm', fontWeight: 'medium' });
