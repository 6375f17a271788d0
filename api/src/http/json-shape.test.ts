/**
 * The one-pass measure of JSON text agrees with the parsed value's own depth and item count, for any JSON, so
 * a body is refused exactly when its parsed form would be beyond a limit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonShapeOf } from '../fuzz/body-shapes.js';
import { jsonBeyondLimits, refuseJsonBeyondLimits } from './json-shape.js';

/** The smallest limits a text passes: one below either, and it is beyond. */
function exactly(text: string) {
  const { depth, items } = jsonShapeOf(JSON.parse(text)); // the parsed value's own, the slow way
  expect(jsonBeyondLimits(text, { depth, items })).toBeUndefined();
  if (depth > 0) expect(jsonBeyondLimits(text, { depth: depth - 1, items })).toBe('depth');
  if (items > 0) expect(jsonBeyondLimits(text, { depth, items: items - 1 })).toBe('items');
}

describe('jsonBeyondLimits', () => {
  it.each([
    '{}',
    '[]',
    '[[]]',
    '{"a":[1,2]}',
    '[{"a":{"b":[[],{}]}},3,"x"]',
    ' [ 1 , [ 2 , 3 ] ,\n\t{ } ] ',
    '{"[[[":"]]]","{,}":"\\"[","\\\\":[","]}',
    '["\\u005b\\u005d", "a\\"b", "\\\\", "😀[,]"]',
  ])('measures %s as its parsed value', (text) => {
    exactly(text);
  });

  it('measures any JSON as its parsed value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.constantFrom(0, 2), (value, indent) => {
        exactly(JSON.stringify(value, null, indent));
      }),
      { numRuns: 500 },
    );
  });

  it('stops at the first level beyond the limit, however deep the rest', () => {
    expect(jsonBeyondLimits('['.repeat(1_000_000), { depth: 8, items: 500 })).toBe('depth');
    expect(jsonBeyondLimits(`[${'1,'.repeat(1_000_000)}1]`, { depth: 8, items: 500 })).toBe('items');
  });

  it('refuses too deep with a 400 and too many items with a 413, naming the limit', () => {
    const refusal = (text: string) => {
      try {
        refuseJsonBeyondLimits(text, { depth: 2, items: 3 }, 'variables');
        return undefined;
      } catch (error) {
        return { status: (error as { status: number }).status, message: (error as Error).message };
      }
    };
    expect(refusal('[[1]]')).toBeUndefined();
    expect(refusal('[[[1]]]')).toEqual({
      status: 400,
      message: 'variables nests arrays and objects more than 2 deep.',
    });
    expect(refusal('[1,2,3,4]')).toEqual({ status: 413, message: 'variables holds more than 3 keys and array items.' });
  });
});
