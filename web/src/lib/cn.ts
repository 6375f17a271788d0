import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, skipping falsy ones. There is no Tailwind class merging: a caller's className is appended
 * last, so to override a component's look pass classes that do not fight its own (or use its variant props).
 */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
