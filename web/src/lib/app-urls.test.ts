import { describe, expect, it } from 'vitest';
import { inAppPath, publicUrlFrom } from './app-urls';

describe('publicUrlFrom', () => {
  it("is the server's PUBLIC_URL, whatever host the page is on", () => {
    expect(publicUrlFrom('https://dadhood.example/', 'http://127.0.0.1:3000')).toBe('https://dadhood.example');
    expect(publicUrlFrom('http://127.0.0.1:3123', 'http://localhost:3123')).toBe('http://127.0.0.1:3123');
  });

  it("falls back to the page's origin without a usable meta", () => {
    expect(publicUrlFrom(undefined, 'http://localhost:5173')).toBe('http://localhost:5173');
    expect(publicUrlFrom('', 'http://localhost:5173')).toBe('http://localhost:5173');
    expect(publicUrlFrom('not a url', 'http://localhost:5173')).toBe('http://localhost:5173');
    expect(publicUrlFrom('javascript:alert(1)', 'http://localhost:5173')).toBe('http://localhost:5173');
  });
});

describe('inAppPath', () => {
  it('keeps only the path, query and fragment of an absolute address', () => {
    expect(inAppPath('http://localhost:3000/api/events/7/calendar.ics')).toBe('/api/events/7/calendar.ics');
    expect(inAppPath('https://dadhood.example/inbox?c=9#m')).toBe('/inbox?c=9#m');
  });

  it('leaves a path as it is', () => {
    expect(inAppPath('/api/events/7/calendar.ics')).toBe('/api/events/7/calendar.ics');
  });
});
