/**
 * Prints the real classifier's scores for the generated test images, through the same pipeline uploads take
 * (the image pool: normalize, then classify): the table in docs/images.md.
 * Run: `node_modules/.bin/tsx api/src/testing/score-samples.ts`.
 */
import { pino } from 'pino';
import sharp from 'sharp';
import { judgeImage, type ModerationScores } from '../domain/images/moderation.js';
import { createImagePool } from '../domain/images/pool.js';
import { animatedGif, cameraJpegWithGps, motifNames, scene, scenePng, skinBlobs, transparentPng } from './images.js';

const pool = createImagePool({ threads: 1, logger: pino({ level: 'info' }) });
await pool.ready();

const solid = (r: number, g: number, b: number) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
const noise = () =>
  sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();

const samples: [string, Promise<Buffer>][] = [
  ...motifNames.map((motif, i) => [`scene: ${motif}`, scene(motif, i)] as [string, Promise<Buffer>]),
  ['scene PNG (grill)', scenePng()],
  ['camera JPEG (red/blue)', cameraJpegWithGps()],
  ['transparent logo', transparentPng()],
  ['animated GIF', animatedGif()],
  ['solid white', solid(255, 255, 255)],
  ['solid skin tone #e0ac8c', solid(224, 172, 140)],
  ['gaussian noise', noise()],
  ['skin blobs: warm', skinBlobs('warm')],
  ['skin blobs: dark', skinBlobs('dark')],
];

const pct = (n: number) => n.toFixed(3);
console.log('| Image | Porn | Hentai | Sexy | Neutral | Drawing | Porn+Hentai | Verdict |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [name, image] of samples) {
  const started = performance.now();
  const s: ModerationScores = (await pool.process(await image)).scores;
  const ms = Math.round(performance.now() - started);
  const verdict = judgeImage(s);
  console.log(
    `| ${name} | ${pct(s.Porn)} | ${pct(s.Hentai)} | ${pct(s.Sexy)} | ${pct(s.Neutral)} | ${pct(s.Drawing)} | ` +
      `${pct(s.Porn + s.Hentai)} | ${verdict.allowed ? 'allowed' : `refused (${verdict.reason})`} | <!-- ${ms} ms -->`,
  );
}
await pool.close();
