/**
 * The demo's pictures: SVG composed here and rendered locally with sharp (no network); ./uploads.ts stores them.
 * Nothing here touches the database, so the image tests and the browser tests draw with it too.
 */
import sharp from 'sharp';
import { motifs, type MotifName, type Palette } from './motifs.js';

export interface ImageSpec {
  name: string;
  width: number;
  height: number;
  svg: string;
}

export interface Rendered {
  data: Buffer;
  width: number;
  height: number;
  mimeType: string;
}

export const palettes: readonly Palette[] = [
  { skyTop: '#fbbf24', skyBottom: '#fde68a', ground: '#65a30d', accent: '#b91c1c', ink: '#1f2937' },
  { skyTop: '#38bdf8', skyBottom: '#e0f2fe', ground: '#15803d', accent: '#f97316', ink: '#0f172a' },
  { skyTop: '#6366f1', skyBottom: '#f9a8d4', ground: '#334155', accent: '#facc15', ink: '#111827' },
  { skyTop: '#0ea5e9', skyBottom: '#a7f3d0', ground: '#0f766e', accent: '#ef4444', ink: '#1e293b' },
  { skyTop: '#f97316', skyBottom: '#fed7aa', ground: '#78350f', accent: '#2563eb', ink: '#292524' },
  { skyTop: '#1e3a8a', skyBottom: '#7c3aed', ground: '#1f2937', accent: '#22d3ee', ink: '#f8fafc' },
];

const avatarColours = [
  ['#2563eb', '#1e40af'],
  ['#16a34a', '#166534'],
  ['#dc2626', '#991b1b'],
  ['#9333ea', '#6b21a8'],
  ['#ea580c', '#9a3412'],
  ['#0891b2', '#155e75'],
  ['#ca8a04', '#854d0e'],
  ['#db2777', '#9d174d'],
  ['#4f46e5', '#3730a3'],
  ['#0d9488', '#115e59'],
  ['#65a30d', '#3f6212'],
  ['#475569', '#1e293b'],
] as const;

const FONT = 'DejaVu Sans, Helvetica, Arial, sans-serif';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svgDocument(width: number, height: number, body: string): string {
  const size = `width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" ${size}>${body}</svg>`;
}

/** Initials on a coloured gradient, the look the app falls back to when a member has no photo. */
export function avatarSpec(name: string, initials: string, colour: number, size = 256): ImageSpec {
  const [from, to] = avatarColours[colour % avatarColours.length]!;
  const body =
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#a)"/>` +
    `<circle cx="${size * 0.82}" cy="${size * 0.18}" r="${size * 0.28}" fill="#ffffff" fill-opacity="0.08"/>` +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="bold" ` +
    `font-size="${Math.round(size * 0.4)}" fill="#ffffff">${escapeXml(initials)}</text>`;
  return { name, width: size, height: size, svg: svgDocument(size, size, body) };
}

/**
 * A small illustrated scene: sky gradient, sun, rolling hills and one motif. With a title (banners) the
 * motif moves right and the title sits on the left.
 */
export function sceneSpec(
  name: string,
  motif: MotifName,
  palette: number,
  width: number,
  height: number,
  title?: string,
): ImageSpec {
  const p = palettes[palette % palettes.length]!;
  const unit = Math.min(width, height) * (title ? 0.7 : 0.62);
  const cx = title ? width * 0.78 : width / 2;
  const groundY = height * 0.72;
  const hills =
    `<path d="M0 ${groundY} Q ${width * 0.25} ${groundY - height * 0.12} ${width * 0.5} ${groundY} ` +
    `T ${width} ${groundY} V ${height} H 0 Z" fill="${p.ground}"/>` +
    `<path d="M0 ${height * 0.86} Q ${width * 0.3} ${height * 0.78} ${width * 0.6} ${height * 0.88} ` +
    `T ${width} ${height * 0.84} V ${height} H 0 Z" fill="#000000" fill-opacity="0.12"/>`;
  // Sized so the title fits the left 60% whatever its length.
  const fontSize = title ? Math.round(Math.min(height * 0.15, (width * 0.6) / (title.length * 0.58))) : 0;
  const titleText = title
    ? `<text x="${width * 0.05}" y="${height * 0.55}" font-family="${FONT}" font-weight="bold" ` +
      `font-size="${fontSize}" fill="#ffffff" stroke="${p.ink}" stroke-opacity="0.35" ` +
      `stroke-width="${height * 0.01}">${escapeXml(title)}</text>`
    : '';
  const body =
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/>` +
    `<stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#s)"/>` +
    `<circle cx="${title ? width * 0.56 : width * 0.14}" cy="${height * 0.22}" r="${Math.min(width, height) * 0.09}" ` +
    `fill="#fff7ed" fill-opacity="0.85"/>` +
    hills +
    `<g transform="translate(${cx - unit / 2} ${height * 0.9 - unit}) scale(${unit / 100})">${motifs[motif](p)}</g>` +
    titleText;
  return { name, width, height, svg: svgDocument(width, height, body) };
}

/** Renders every spec at once: libvips spreads the work over its own threads. */
export async function renderImages(specs: readonly ImageSpec[]): Promise<Map<string, Rendered>> {
  const rendered = await Promise.all(
    specs.map(async (spec) => {
      const data = await sharp(Buffer.from(spec.svg)).jpeg({ quality: 76 }).toBuffer();
      return [spec.name, { data, width: spec.width, height: spec.height, mimeType: 'image/jpeg' }] as const;
    }),
  );
  return new Map(rendered);
}
