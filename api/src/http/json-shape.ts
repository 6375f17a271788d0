/**
 * How deep and how wide a JSON text is, measured in one pass over its characters before anything parses it.
 * Parsing a nest of brackets is cheap; everything after it (the input checks, the validators, the cost and
 * argument walks) works in proportion to its depth and its number of items, so a body beyond either limit is
 * refused before it is parsed. /api and /graphql both use it (docs/validation.md, "Bodies").
 */
import { badInput, payloadTooLarge } from '../domain/errors.js';

export interface JsonShapeLimits {
  /** Arrays and objects inside one another: `{"a":[1]}` is 2 deep. */
  depth: number;
  /** Keys of objects plus items of arrays, at every level: `{"a":[1,2]}` has 3. */
  items: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/**
 * Which limit the text goes beyond first, if any. Exact for any text JSON.parse accepts (outside strings,
 * only brackets and commas shape it); other text is refused by the parse that follows anyway.
 */
export function jsonBeyondLimits(text: string, limits: JsonShapeLimits): keyof JsonShapeLimits | undefined {
  let depth = 0;
  let items = 0;
  // Just after a bracket opened: its first item is not preceded by a comma, so it is counted where it starts.
  let opened = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) continue;
    if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth -= 1;
      opened = false;
      continue;
    }
    if (c === COMMA || opened) {
      items += 1;
      opened = false;
      if (items > limits.items) return 'items';
      if (c === COMMA) continue;
    }
    if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth += 1;
      opened = true;
      if (depth > limits.depth) return 'depth';
    } else if (c === QUOTE) {
      for (i += 1; i < text.length; i += 1) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) i += 1;
        else if (s === QUOTE) break;
      }
    }
  }
  return undefined;
}

/** Refuses JSON text beyond the limits: too deep is a 400 (no form nests like that), too many items a 413. */
export function refuseJsonBeyondLimits(text: string, limits: JsonShapeLimits, what = 'The request body'): void {
  const beyond = jsonBeyondLimits(text, limits);
  if (beyond === 'depth') throw badInput(`${what} nests arrays and objects more than ${limits.depth} deep.`);
  if (beyond === 'items') throw payloadTooLarge(`${what} holds more than ${limits.items} keys and array items.`);
}
