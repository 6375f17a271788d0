import { describe, expect, it } from 'vitest';
import { decodeGlobalID, encodeGlobalID, rawIdOf } from './global-id.js';

const ID = '01900000-0000-7000-8000-000000000000';

describe('global ids', () => {
  it('round-trips a type and a uuid', () => {
    expect(decodeGlobalID(encodeGlobalID('Post', ID))).toEqual({ typename: 'Post', id: ID });
  });

  it('refuses a malformed id as bad input', () => {
    expect(() => decodeGlobalID('nonsense')).toThrow('"nonsense" is not a valid ID.');
  });

  it('gives the raw id of the expected type, and names the type otherwise', () => {
    expect(rawIdOf({ typename: 'User', id: ID }, 'User')).toBe(ID);
    expect(() => rawIdOf({ typename: 'Post', id: ID }, 'User')).toThrow('Wrong kind of id: expected User, got Post.');
  });
});
