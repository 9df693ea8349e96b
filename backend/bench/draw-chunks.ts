/**
 * The render benchmark's plain process: `node draw-chunks.js <work dir> <data dir> <chunk,...>`
 * draws those chunks of the plan in the work dir one after the other, as chunk jobs would, but
 * with no jobs, database or Redis around them (see render.bench.ts). It says it is ready once
 * loaded and draws when told to on stdin, so its start-up is not part of what the bench times.
 */
import { once } from 'node:events';
import { loadAppConfig } from '../src/config';
import { MediaStorage } from '../src/media';
import { ChromiumFrameRenderer, readPlan, renderChunk } from '../src/render';
import { DRAW_READY } from './draw-chunks-protocol';

async function drawChunks(workDir: string, dataDir: string, indices: number[]): Promise<void> {
  const config = loadAppConfig({ ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false' });
  const media = new MediaStorage(config);
  const plan = await readPlan(workDir);
  for (const index of indices) {
    await renderChunk({
      ...plan,
      fileOf: (url) => media.pathOf(url),
      workDir,
      renderer: new ChromiumFrameRenderer(config.render.chromiumPath),
      chunk: plan.chunks[index],
      withPoster: index === 0,
      onFrames: () => undefined,
    });
  }
}

async function main(): Promise<void> {
  const [workDir, dataDir, indices] = process.argv.slice(2);
  process.stdout.write(`${DRAW_READY}\n`);
  await once(process.stdin, 'data');
  process.stdin.destroy();
  await drawChunks(workDir, dataDir, indices.split(',').map(Number));
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
