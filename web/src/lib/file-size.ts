/** An attachment's size as the inbox shows it: bytes, then KB, MB, GB, in steps of 1,024. */
const UNITS = ['KB', 'MB', 'GB'] as const;

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // One decimal below 10 (1.5 MB), whole numbers above (250 KB); a trailing .0 is dropped.
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  // 1023.9 KB rounds to 1024 KB: say 1 MB instead.
  if (rounded >= 1024 && unit < UNITS.length - 1) return `1 ${UNITS[unit + 1]}`;
  return `${rounded} ${UNITS[unit]}`;
}
