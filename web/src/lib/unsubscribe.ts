/**
 * The unsubscribe page's words (GET/POST /api/notifications/unsubscribe): what a mail's link would stop, in the
 * server's words for it. The digest is named as itself; a category's label ("Comments on my posts") follows
 * "e-mails about" with its first letter in lower case.
 */

export interface UnsubscribeState {
  /** A notification category, or 'digest'. */
  kind: string;
  /** The settings screen's words for it, capitalised ("Comments on my posts", "The digest"). */
  label: string;
  /** Whether that mail is still on. */
  subscribed: boolean;
}

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid.';

/** The server's answer, or null when it is not one. */
export function unsubscribeStateOf(body: unknown): UnsubscribeState | null {
  if (body === null || typeof body !== 'object') return null;
  const { kind, label, subscribed } = body as Record<string, unknown>;
  if (typeof kind !== 'string' || typeof label !== 'string' || typeof subscribed !== 'boolean') return null;
  return { kind, label, subscribed };
}

const isDigest = (state: Pick<UnsubscribeState, 'kind'>) => state.kind === 'digest';

/** "comments on my posts": the label as it reads after "about". */
export function aboutLabel(label: string): string {
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** What the page asks before anything changes (mail scanners open links: nothing happens on load). */
export function unsubscribeQuestion(state: Omit<UnsubscribeState, 'subscribed'>): string {
  return isDigest(state)
    ? 'Unsubscribe from the digest?'
    : `Unsubscribe from e-mails about ${aboutLabel(state.label)}?`;
}

/** After the button. */
export function unsubscribedText(state: Omit<UnsubscribeState, 'subscribed'>): string {
  return isDigest(state)
    ? 'You will no longer get the digest.'
    : `You will no longer get e-mails about ${aboutLabel(state.label)}.`;
}

/** A link opened again, or mail turned off in the settings meanwhile. */
export function alreadyUnsubscribedText(state: Omit<UnsubscribeState, 'subscribed'>): string {
  return isDigest(state)
    ? 'You are already unsubscribed from the digest.'
    : `You are already unsubscribed from e-mails about ${aboutLabel(state.label)}.`;
}
