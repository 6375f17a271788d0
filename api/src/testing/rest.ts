/**
 * The bodies of /api in tests: multipart forms as a browser sends them, and the refusals /api answers.
 */
import { expect } from 'vitest';

/** A file to send: its bytes, its type, and its name (`<field>.png` unless given). */
export interface FormFile {
  data: Buffer;
  type: string;
  name?: string;
}

/** A multipart body: the text fields (an undefined one left out), then each file under its field. */
export function multipart(fields: Record<string, string | undefined>, files: Record<string, FormFile> = {}) {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) if (value !== undefined) form.append(field, value);
  for (const [field, file] of Object.entries(files)) {
    form.append(field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name ?? `${field}.png`);
  }
  return { multipart: form };
}

/**
 * A refusal: its status (the body in the failure, to tell which refusal came instead) and, when given, its
 * `message`, the very text or a matcher (`expect.stringMatching`). Returns the body for any further look.
 */
export async function refused(response: Response, status: number, message?: string) {
  const body = (await response.json()) as { message: string; code?: string };
  expect(response.status, JSON.stringify(body)).toBe(status);
  if (message !== undefined) expect(body.message).toEqual(message);
  return body;
}
