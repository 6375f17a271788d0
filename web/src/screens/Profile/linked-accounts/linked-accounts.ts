/**
 * The Linked accounts card's rows (docs/security.md#single-sign-on): every provider the server offers, linked or
 * not, then any linked account whose provider is no longer offered (it can still be unlinked, not linked again).
 */

export interface OfferedProvider {
  readonly id: string;
  readonly label: string;
}

export interface LinkedProviderAccount {
  readonly provider: string;
  readonly label: string;
  readonly email: string | null | undefined;
  readonly lastUsedAt: unknown;
}

export interface LinkedAccountRow {
  provider: string;
  label: string;
  /** The linked account at that provider, if any. */
  linked: LinkedProviderAccount | null;
  /** Whether the server still offers the provider (a Link button). */
  offered: boolean;
}

export function linkedAccountRows(
  providers: readonly OfferedProvider[],
  linked: readonly LinkedProviderAccount[],
): LinkedAccountRow[] {
  const byProvider = new Map(linked.map((account) => [account.provider, account]));
  const offered = providers.map((p) => ({
    provider: p.id,
    label: p.label,
    linked: byProvider.get(p.id) ?? null,
    offered: true,
  }));
  const gone = linked
    .filter((account) => !providers.some((p) => p.id === account.provider))
    .map((account) => ({ provider: account.provider, label: account.label, linked: account, offered: false }));
  return [...offered, ...gone];
}

/**
 * Where Link goes: the round trip to the provider, a full navigation (the server sends the browser there and back),
 * ending on the profile.
 */
export function linkAddress(provider: string): string {
  return `/api/auth/oidc/${encodeURIComponent(provider)}?returnTo=${encodeURIComponent('/profile')}`;
}
