/**
 * Images generated for the image tests (no fixtures, nothing explicit): ordinary pictures, a camera-style JPEG
 * with EXIF orientation and GPS, a pixel-flood PNG, and abstract skin-tone blobs that the real nsfwjs model
 * scores as adult (the measured scores are in docs/images.md).
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { sceneSpec } from '../seed/images.js';
import { motifs, type MotifName } from '../seed/motifs.js';

export const motifNames = Object.keys(motifs) as MotifName[];

/** One of the demo's illustrated scenes (sky, sun, hills, a motif), as a JPEG. */
export function scene(motif: MotifName = 'mountains', palette = 1, width = 800, height = 600): Promise<Buffer> {
  return sharp(Buffer.from(sceneSpec('scene', motif, palette, width, height).svg))
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A PNG scene: the same picture in another container, for content-sniffing tests. */
export function scenePng(width = 640, height = 480): Promise<Buffer> {
  return sharp(Buffer.from(sceneSpec('scene', 'grill', 0, width, height).svg))
    .png()
    .toBuffer();
}

/**
 * What a phone sends: stored 600x400 (left half red, right half blue) with EXIF Orientation 6 ("rotate 90°
 * clockwise to display"), a camera make and a GPS position.
 */
export async function cameraJpegWithGps(): Promise<Buffer> {
  const halves = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400">' +
      '<rect width="300" height="400" fill="#ff0000"/><rect x="300" width="300" height="400" fill="#0000ff"/></svg>',
  );
  return sharp(halves)
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'DadCam', Model: 'Backyard 3000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 58/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '93/1 16/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A valid PNG signature and header claiming width x height pixels (by default 30000x30000, 900 megapixels) in a
 * few dozen bytes, with no real pixel data: decoding it fails, so only a check of the header refuses it as too large.
 */
export function pixelFloodPng(width = 30_000, height = 30_000): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A logo-like PNG with real transparency. */
export function transparentPng(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><circle cx="150" cy="150" r="100" fill="#2563eb"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A two-frame animated GIF (red, then blue). */
export function animatedGif(): Promise<Buffer> {
  const frame = (r: number, b: number) =>
    sharp({ create: { width: 120, height: 80, channels: 3, background: { r, g: 0, b } } })
      .png()
      .toBuffer();
  return Promise.all([frame(255, 0), frame(0, 255)]).then((frames) =>
    sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 100], loop: 0 })
      .toBuffer(),
  );
}

type Blob = [cx: number, cy: number, rx: number, ry: number, centre: string, edge: string, edgeOpacity: number];

/** Blobs found by a random search over skin-tone radial gradients; none depicts anything. */
const skinBlobSets: Record<'warm' | 'dark', { background: string; blur: number; blobs: Blob[] }> = {
  warm: {
    background: '#ffe0d0',
    blur: 0.3,
    blobs: [
      [165, 90, 176, 108, '#ffdbac', '#c68642', 0.58],
      [187, 313, 180, 117, '#ffe0d0', '#f4a6a0', 0.92],
      [235, 67, 79, 45, '#f1c5a8', '#f4a6a0', 0.76],
      [229, 171, 146, 98, '#ffdbac', '#e0ac8c', 0.79],
      [48, 299, 104, 137, '#f4a6a0', '#e0ac8c', 0.35],
      [212, 7, 69, 161, '#b5655b', '#b5655b', 0.04],
      [239, 300, 124, 129, '#f1c5a8', '#ffe0d0', 0.77],
      [306, 130, 112, 176, '#d99a8b', '#e0ac8c', 0.45],
      [58, 377, 166, 140, '#f4a6a0', '#c68642', 0.4],
    ],
  },
  dark: {
    background: '#8d5524',
    blur: 8,
    blobs: [
      [210, 104, 118, 28, '#f1c5a8', '#ffdbac', 0.11],
      [20, 47, 133, 82, '#8d5524', '#d99a8b', 0.05],
      [385, 14, 156, 93, '#f1c5a8', '#ffe0d0', 0.33],
      [234, 304, 119, 84, '#8d5524', '#ffdbac', 0.46],
      [265, 247, 115, 116, '#d99a8b', '#f1c5a8', 0.51],
      [103, 110, 43, 111, '#b5655b', '#e0ac8c', 0.44],
      [248, 264, 50, 23, '#c68642', '#c68642', 0.49],
    ],
  },
};

/** Abstract skin-tone blobs (400x400 PNG) that the model mistakes for adult content. */
export function skinBlobs(set: keyof typeof skinBlobSets = 'warm'): Promise<Buffer> {
  const { background, blur, blobs } = skinBlobSets[set];
  const shapes = blobs.map(
    ([cx, cy, rx, ry, centre, edge, opacity], i) =>
      `<defs><radialGradient id="g${i}"><stop offset="0" stop-color="${centre}"/>` +
      `<stop offset="1" stop-color="${edge}" stop-opacity="${opacity}"/></radialGradient></defs>` +
      `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#g${i})"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="${background}"/>${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).blur(blur).png().toBuffer();
}
