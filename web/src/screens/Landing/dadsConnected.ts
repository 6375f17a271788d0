/** The Dads Connected counter's number: the member count from the API, or 1 whenever no count is available. */
export const DADS_CONNECTED_FALLBACK = 1;

export async function fetchDadsConnected(fetchCount: typeof fetch = fetch, signal?: AbortSignal): Promise<number> {
  try {
    const response = await fetchCount('/api/users/count', { credentials: 'same-origin', signal });
    if (!response.ok) return DADS_CONNECTED_FALLBACK;
    const body: unknown = await response.json();
    const count = typeof body === 'object' && body !== null ? (body as { count?: unknown }).count : undefined;
    return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : DADS_CONNECTED_FALLBACK;
  } catch {
    // Offline, aborted or not JSON: the visitor still sees a sensible number.
    return DADS_CONNECTED_FALLBACK;
  }
}
