import { describe, expect, it } from 'vitest';
import { homeGreeting } from './greeting';

const now = new Date('2026-05-10T12:00:00Z');

describe('homeGreeting', () => {
  it('welcomes a member who joined today, and welcomes back one who joined before', () => {
    expect(homeGreeting('Sam', '2026-05-10T11:59:00Z', now)).toBe('Welcome to the crew, Sam!');
    expect(homeGreeting('Sam', '2026-05-09T12:30:00Z', now)).toBe('Welcome to the crew, Sam!');
    expect(homeGreeting('Sam', '2026-05-09T11:00:00Z', now)).toBe('Welcome back, Sam');
  });

  it('falls back to welcome back when the date is unreadable', () => {
    expect(homeGreeting('Sam', 'not a date', now)).toBe('Welcome back, Sam');
  });
});
