/**
 * Input validation for every command: zod schemas parsed once, failures turned into a 400 with one message
 * per field.
 */
import { z } from 'zod';
import { badInput } from './errors.js';

export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'input',
    message: issue.message,
  }));
  throw badInput(fieldErrors[0]?.message ?? 'Invalid input.', fieldErrors);
}

/** Form posts send strings: "on", "true" and "1" mean yes. */
export const formBoolean = z.preprocess(
  (value) => (typeof value === 'string' ? ['on', 'true', '1', 'yes'].includes(value.toLowerCase()) : value),
  z.boolean(),
);

/** Optional text: trimmed, and empty means absent. */
export function optionalText(max: number, label: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max, `${label} must be at most ${max} characters.`).optional(),
  );
}

/**
 * For z.preprocess: a list that a multipart body sends as JSON text. Absent or empty is []; text that is not
 * JSON goes through `notJson` (by default left as it is, for the schema to refuse).
 */
export function formList(notJson: (text: string) => unknown = (text) => text) {
  return (value: unknown): unknown => {
    if (value === undefined || value === null || value === '') return [];
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return notJson(value);
    }
  };
}
