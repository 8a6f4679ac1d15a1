/**
 * GET /statecharts/storyboard/{machine}/{n}-{step}.jpg: a storyboard screenshot the model paths
 * wrote (src/machines/chart/storyboard.ts), for whoever may open the studio; 404 for anyone else,
 * for any other file name, and where the model paths have not been run.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { machineRegistry } from '~/machines';
import { SHOT_FILE, STORYBOARD_DIR } from '~/machines/chart/storyboard';
import { canSeeStatecharts } from '~/server/statecharts-access';

type Params = { params: Promise<{ machine: string; file: string }> };

const notFound = () => new Response('Không tìm thấy ảnh.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const { machine, file } = await params;
  if (!machineRegistry.some((entry) => entry.id === machine) || !SHOT_FILE.test(file) || !(await canSeeStatecharts())) return notFound();
  try {
    // Written by the model paths at run time, never part of the build: not for the file tracer to follow.
    const image = await readFile(path.join(/* turbopackIgnore: true */ process.cwd(), STORYBOARD_DIR, machine, file));
    return new Response(new Uint8Array(image), { headers: { 'content-type': 'image/jpeg', 'cache-control': 'private, no-store' } });
  } catch {
    return notFound();
  }
}
