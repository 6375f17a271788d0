/**
 * Simple flat illustrations for the demo's pictures, each drawn in a 100x100 box standing on its bottom edge.
 */
/** The colours a picture is drawn in (./images.ts has the demo's). */
export interface Palette {
  skyTop: string;
  skyBottom: string;
  ground: string;
  accent: string;
  ink: string;
}

type Painter = (p: Palette) => string;

const wood = '#92400e';
const steel = '#475569';

export const motifs = {
  grill: (p) =>
    `<path d="M30 78 L22 100 M70 78 L78 100 M50 80 L50 100" stroke="${steel}" stroke-width="3"/>` +
    `<path d="M18 52 H82 A32 28 0 0 1 18 52 Z" fill="#111827"/>` +
    `<path d="M20 50 A30 26 0 0 1 80 50 Z" fill="${p.accent}"/><rect x="46" y="20" width="8" height="5" rx="2" fill="${steel}"/>` +
    `<path d="M36 18 q-6 -8 0 -14 q6 -6 0 -14 M52 14 q-6 -8 0 -14 M66 18 q-6 -8 0 -14" stroke="#e5e7eb" ` +
    `stroke-width="3" fill="none" stroke-linecap="round" opacity="0.8"/>`,
  mountains: (p) =>
    `<path d="M0 100 L34 30 L68 100 Z" fill="#64748b"/><path d="M34 30 L26 46 L34 42 L42 46 Z" fill="#f8fafc"/>` +
    `<path d="M36 100 L68 18 L100 100 Z" fill="#475569"/><path d="M68 18 L59 40 L68 35 L77 40 Z" fill="#f8fafc"/>` +
    `<path d="M8 100 L14 78 L20 100 Z M84 100 L90 74 L96 100 Z" fill="${p.ground}" stroke="#14532d" stroke-width="1"/>`,
  lake: (p) =>
    `<rect x="0" y="70" width="100" height="30" rx="4" fill="#0284c7"/>` +
    `<path d="M6 80 q6 -4 12 0 t12 0 M56 88 q6 -4 12 0 t12 0" stroke="#bae6fd" stroke-width="2" fill="none"/>` +
    `<path d="M22 68 H78 L70 78 H30 Z" fill="${p.accent}"/><circle cx="44" cy="58" r="6" fill="#fcd34d"/>` +
    `<rect x="40" y="63" width="8" height="6" fill="#1d4ed8"/><circle cx="58" cy="60" r="4" fill="#fcd34d"/>` +
    `<path d="M48 62 L86 30 L88 84" stroke="#111827" stroke-width="1.2" fill="none"/>`,
  hoops: (p) =>
    `<rect x="48" y="20" width="4" height="80" fill="${steel}"/><rect x="28" y="6" width="44" height="30" fill="#f8fafc" stroke="${p.ink}" stroke-width="2"/>` +
    `<rect x="42" y="18" width="16" height="12" fill="none" stroke="${p.accent}" stroke-width="2"/>` +
    `<ellipse cx="50" cy="38" rx="12" ry="3" fill="none" stroke="#ea580c" stroke-width="2.5"/>` +
    `<path d="M39 39 L43 52 L50 40 L57 52 L61 39 M43 52 H57" stroke="#e5e7eb" stroke-width="1.2" fill="none"/>` +
    `<circle cx="24" cy="86" r="12" fill="#f97316"/><path d="M12 86 H36 M24 74 V98 M16 77 q8 9 0 18 M32 77 q-8 9 0 18" stroke="#7c2d12" stroke-width="1.2" fill="none"/>`,
  minivan: (p) =>
    `<path d="M6 84 V62 Q8 50 22 46 L44 36 H86 Q94 36 94 46 V84 Z" fill="${p.accent}"/>` +
    `<path d="M26 50 L44 40 H58 V54 H24 Z M62 40 H84 Q88 40 88 46 V54 H62 Z" fill="#bfdbfe"/>` +
    `<circle cx="26" cy="86" r="10" fill="#111827"/><circle cx="26" cy="86" r="4" fill="#cbd5e1"/>` +
    `<circle cx="76" cy="86" r="10" fill="#111827"/><circle cx="76" cy="86" r="4" fill="#cbd5e1"/>` +
    `<rect x="86" y="60" width="8" height="5" fill="#fde047"/><path d="M2 100 H98" stroke="${steel}" stroke-width="3"/>`,
  pancakes: (p) =>
    `<ellipse cx="50" cy="92" rx="44" ry="8" fill="#f8fafc" stroke="#cbd5e1" stroke-width="2"/>` +
    [80, 70, 60, 50, 40]
      .map((y) => `<ellipse cx="50" cy="${y}" rx="32" ry="9" fill="#d97706" stroke="#92400e" stroke-width="1.5"/>`)
      .join('') +
    `<rect x="42" y="28" width="16" height="9" rx="2" fill="#fef08a"/>` +
    `<path d="M22 42 Q20 58 26 62 M76 44 Q80 60 74 70" stroke="#78350f" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<circle cx="14" cy="20" r="3" fill="${p.accent}"/><circle cx="88" cy="16" r="3" fill="${p.accent}"/>`,
  tent: (p) =>
    `<path d="M10 100 L44 30 L78 100 Z" fill="${p.accent}"/><path d="M44 30 L36 100 H52 Z" fill="#111827" opacity="0.55"/>` +
    `<path d="M78 100 L44 30 L96 100 Z" fill="#000" opacity="0.12"/>` +
    `<path d="M84 100 L90 92 M90 100 L84 92" stroke="${wood}" stroke-width="3"/>` +
    `<path d="M87 92 Q80 80 87 70 Q94 80 87 92 Z" fill="#f97316"/><path d="M87 92 Q84 84 87 78 Q90 84 87 92 Z" fill="#fde047"/>`,
  controller: (p) =>
    `<path d="M20 50 Q10 50 8 70 Q6 92 18 92 Q26 92 32 80 H68 Q74 92 82 92 Q94 92 92 70 Q90 50 80 50 Z" fill="#1f2937"/>` +
    `<path d="M22 64 H34 M28 58 V70" stroke="#e5e7eb" stroke-width="4"/>` +
    `<circle cx="70" cy="60" r="4" fill="${p.accent}"/><circle cx="78" cy="68" r="4" fill="#22c55e"/>` +
    `<circle cx="62" cy="68" r="4" fill="#3b82f6"/><circle cx="70" cy="76" r="4" fill="#eab308"/>` +
    `<path d="M50 50 Q50 34 60 28 T74 12" stroke="#1f2937" stroke-width="2" fill="none"/>`,
  books: (p) =>
    `<rect x="14" y="84" width="72" height="14" fill="${p.accent}"/><rect x="20" y="70" width="64" height="14" fill="#0f766e"/>` +
    `<rect x="10" y="56" width="70" height="14" fill="#7c3aed"/><rect x="18" y="42" width="60" height="14" fill="#ca8a04"/>` +
    `<path d="M20 91 H80 M26 77 H78 M16 63 H74 M24 49 H72" stroke="#f8fafc" stroke-width="1.5" opacity="0.7"/>` +
    `<path d="M60 42 V14 Q70 10 80 14 V42" fill="#fef3c7" stroke="#92400e" stroke-width="1.5"/>`,
  birdhouse: (p) =>
    `<rect x="46" y="60" width="8" height="40" fill="${wood}"/><rect x="28" y="30" width="44" height="34" fill="#f59e0b"/>` +
    `<path d="M22 32 L50 8 L78 32 Z" fill="${p.accent}"/><circle cx="50" cy="44" r="6" fill="#451a03"/>` +
    `<rect x="47" y="52" width="6" height="2" fill="#451a03"/><path d="M78 54 q6 -6 12 0 q-6 3 -12 0 Z" fill="#2563eb"/>` +
    `<circle cx="88" cy="52" r="1" fill="#fff"/>`,
  diamond: (p) =>
    `<path d="M50 44 L92 76 L50 100 L8 76 Z" fill="#a16207"/><path d="M50 52 L80 76 L50 94 L20 76 Z" fill="${p.ground}"/>` +
    [
      [50, 52],
      [80, 76],
      [50, 94],
      [20, 76],
    ]
      .map(([x, y]) => `<rect x="${x! - 2.5}" y="${y! - 2.5}" width="5" height="5" fill="#fff"/>`)
      .join('') +
    `<circle cx="62" cy="30" r="7" fill="#f8fafc" stroke="${p.accent}" stroke-width="1.2"/>` +
    `<path d="M36 38 L52 16" stroke="${wood}" stroke-width="4" stroke-linecap="round"/>`,
  skyline: (p) =>
    [
      [4, 60, 14],
      [20, 40, 16],
      [38, 52, 12],
      [52, 24, 18],
      [72, 48, 14],
      [86, 64, 12],
    ]
      .map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${100 - y!}" fill="${p.ink}" opacity="0.85"/>`)
      .join('') +
    `<path d="M61 24 V10" stroke="${p.ink}" stroke-width="2"/>` +
    [30, 40, 50, 60, 70, 80]
      .map(
        (y) =>
          `<rect x="56" y="${y}" width="3" height="4" fill="#fde68a"/><rect x="64" y="${y}" width="3" height="4" fill="#fde68a"/>`,
      )
      .join(''),
  guitar: (p) =>
    `<rect x="47" y="4" width="6" height="56" fill="${wood}"/><rect x="44" y="0" width="12" height="10" rx="2" fill="#451a03"/>` +
    `<path d="M50 50 C30 50 26 62 32 72 C22 80 28 100 50 100 C72 100 78 80 68 72 C74 62 70 50 50 50 Z" fill="${p.accent}"/>` +
    `<circle cx="50" cy="74" r="7" fill="#1f2937"/><path d="M48.5 10 V92 M51.5 10 V92" stroke="#e5e7eb" stroke-width="0.6"/>`,
} satisfies Record<string, Painter>;

export type MotifName = keyof typeof motifs;
