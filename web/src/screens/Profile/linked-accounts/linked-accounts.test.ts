import { describe, expect, it } from 'vitest';
import { linkAddress, linkedAccountRows } from './linked-accounts';

describe('the Linked accounts rows', () => {
  it('lists every offered provider, linked or not, then linked accounts of providers no longer offered', () => {
    const acme = { provider: 'acme', label: 'Acme', email: 'sam@acme.example', lastUsedAt: null };
    const old = { provider: 'initech', label: 'initech', email: null, lastUsedAt: '2026-01-02T00:00:00Z' };
    const rows = linkedAccountRows(
      [
        { id: 'acme', label: 'Acme' },
        { id: 'globex', label: 'Globex' },
      ],
      [old, acme],
    );
    expect(rows).toEqual([
      { provider: 'acme', label: 'Acme', linked: acme, offered: true },
      { provider: 'globex', label: 'Globex', linked: null, offered: true },
      { provider: 'initech', label: 'initech', linked: old, offered: false },
    ]);
    expect(linkedAccountRows([], [])).toEqual([]);
  });

  it('links through the server, back to the profile', () => {
    expect(linkAddress('acme')).toBe('/api/auth/oidc/acme?returnTo=%2Fprofile');
  });
});
