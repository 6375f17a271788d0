import { describe, expect, it } from 'vitest';
import { isCurrent, navDestinations } from './nav-links';

const byLabel = (label: string) => navDestinations.find((d) => d.label === label)!;

describe('isCurrent', () => {
  it('marks the dashboard at / and /home', () => {
    expect(isCurrent(byLabel('Dashboard'), '/')).toBe(true);
    expect(isCurrent(byLabel('Dashboard'), '/home/')).toBe(true);
    expect(isCurrent(byLabel('Dashboard'), '/groups')).toBe(false);
  });

  it('keeps a section current on its detail pages', () => {
    expect(isCurrent(byLabel('Groups & Teams'), '/groups/42')).toBe(true);
    expect(isCurrent(byLabel('Events'), '/events/create')).toBe(true);
    expect(isCurrent(byLabel('Network'), '/connections')).toBe(true);
  });

  it('does not take another dad’s profile for mine', () => {
    expect(isCurrent(byLabel('Profile'), '/profile')).toBe(true);
    expect(isCurrent(byLabel('Profile'), '/profile/abc')).toBe(false);
  });
});
