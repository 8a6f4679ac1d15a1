import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StatechartStudio } from '~/components/statecharts/statechart-studio';
import { machineRegistry } from '~/machines';
import { readStoryboards } from '~/machines/chart/storyboard';
import { studioMachine } from '~/machines/chart/studio-data';
import { canSeeStatecharts } from '~/server/statecharts-access';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const entry = machineRegistry.find((candidate) => candidate.id === id);
  return { title: entry ? `Sơ đồ: ${entry.title}` : 'Sơ đồ trạng thái' };
}

/** One machine: the diagram (layout computed on the server), its generated paths, their storyboards and coverage, live mode. */
export default async function StatechartPage({ params }: Props) {
  const { id } = await params;
  const entry = machineRegistry.find((candidate) => candidate.id === id);
  if (!entry || !(await canSeeStatecharts())) notFound();
  const [machine, storyboards] = await Promise.all([studioMachine(entry), readStoryboards(entry.id)]);
  return <StatechartStudio machine={machine} storyboards={storyboards} />;
}
