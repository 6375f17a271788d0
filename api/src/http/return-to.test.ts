import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.js';

describe('safeReturnTo', () => {
  it('keeps a path of the app, with its query', () => {
    expect(safeReturnTo('/posts/42')).toBe('/posts/42');
    expect(safeReturnTo('/inbox?c=7')).toBe('/inbox?c=7');
    expect(safeReturnTo('/')).toBe('/');
  });

  it('refuses anything that could leave the app or reach the API', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'evil',
      '/\t/evil.example',
      '/api/logout',
      '/api',
      '',
      42,
      undefined,
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(safeReturnTo(value)).toBeUndefined();
    }
  });
});
