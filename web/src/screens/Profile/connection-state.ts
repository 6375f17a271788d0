/**
 * Which connection button another member's profile shows: Connected, Request Sent while
 * the viewer's request waits, Accept when the member asked the viewer, else Connect. A declined request reads as
 * still sent to the one who asked (declining is silent) and as none to the one who declined (they may ask).
 */
export type ConnectionState = 'none' | 'sent' | 'received' | 'connected';

export function connectionState(
  memberId: string,
  connection: { readonly status: string; readonly requester: { readonly id: string } } | null | undefined,
): ConnectionState {
  if (!connection) return 'none';
  const theyAsked = connection.requester.id === memberId;
  switch (connection.status) {
    case 'accepted':
      return 'connected';
    case 'pending':
      return theyAsked ? 'received' : 'sent';
    case 'declined':
      return theyAsked ? 'none' : 'sent';
    default:
      return 'none';
  }
}
