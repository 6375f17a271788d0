/**
 * `npm run icons`: the installed app's PNG icons, drawn from the logo (web/src/assets/logo.svg) into
 * web/public/icons, which the web build copies to /icons. Run it after changing the logo, and commit the PNGs.
 *
 * - icon-192.png, icon-512.png: the logo as it is (its rounded square, transparent corners).
 * - icon-maskable-512.png, apple-touch-icon.png: the square filled to its edges, the figures inside the central
 *   circle that every platform's mask keeps (80% of the width), as Android and iOS cut their own shape.
 * - badge-96.png: the figures alone, white on transparent: Android draws a notification's badge from its alpha only.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const logoFile = path.join(root, 'web/src/assets/logo.svg');
const outDir = path.join(root, 'web/public/icons');

// The logo's parts: its <svg> tag, the gradient, the background square, then the figures.
const parts = /^(<svg [^>]*viewBox="0 0 64 64"[^>]*>)(<defs>.*<\/defs>)(<rect [^>]*\/>)(.*)<\/svg>\s*$/s.exec(
  readFileSync(logoFile, 'utf8'),
);
if (!parts)
  throw new Error(`${logoFile} no longer reads as <svg><defs/><rect/>figures</svg> (64x64): update this script`);
const [, svgTag, defs, square, figures] = parts as unknown as [string, string, string, string, string];

/** The figures scaled about the centre of the 64-unit square. */
const scaled = (content: string, scale: number) =>
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${content}</g>`;

const fullBleedSquare = square.replace(/\s+rx="[^"]*"/, '');
const drawings = {
  logo: `${svgTag}${defs}${square}${figures}</svg>`,
  // The figures reach 26 units from the centre; the safe circle's radius is 25.6: 0.8 leaves them a margin.
  fullBleed: `${svgTag}${defs}${fullBleedSquare}${scaled(figures, 0.8)}</svg>`,
  badge: `${svgTag}${scaled(figures.replace(/fill="#[0-9a-fA-F]{3,6}"/g, 'fill="#fff"'), 1.3)}</svg>`,
};

const icons: { file: string; size: number; drawing: keyof typeof drawings }[] = [
  { file: 'icon-192.png', size: 192, drawing: 'logo' },
  { file: 'icon-512.png', size: 512, drawing: 'logo' },
  { file: 'icon-maskable-512.png', size: 512, drawing: 'fullBleed' },
  { file: 'apple-touch-icon.png', size: 180, drawing: 'fullBleed' },
  { file: 'badge-96.png', size: 96, drawing: 'badge' },
];

mkdirSync(outDir, { recursive: true });
for (const { file, size, drawing } of icons) {
  // Rendered at the icon's own size (72 dpi is one unit a pixel), not scaled down from another.
  await sharp(Buffer.from(drawings[drawing]), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: false })
    .toFile(path.join(outDir, file));
  console.log(`${path.relative(root, path.join(outDir, file))} (${size}x${size})`);
}
