/**
 * Linking a provider account to the member whose address it carries, with their consent
 * (docs/security.md#single-sign-on). A provider's word that someone reads mail at an address does not make them
 * the member with that address here: the provider may be careless, or its account may have changed hands. So an
 * unknown provider account whose verified address is a member's is not linked, nor signed in: the browser gets a
 * pending link (a sign-in challenge carrying the provider account, for that member) and the sign-in page asks for
 * the password. The next successful password sign-in of that browser (second factor included, where it is on)
 * as that member makes the link; any other sign-in drops it, and it expires with its challenge.
 */
import { z } from 'zod';
import { isAppError } from '../errors.js';
import type { Services } from '../services.js';
import { openSignInChallenge, takeSignInChallenge } from './sign-in-challenges.js';
import { providerLabel } from './single-sign-on-providers.js';
import { type IdentityToLink, linkIdentity } from './single-sign-on-links.js';

const pendingLinkSchema = z.object({
  kind: z.literal('pending_link'),
  provider: z.string(),
  subject: z.string(),
  /** The address the provider vouched for, and the member had then. */
  email: z.string(),
});

/** What the sign-in page tells the member who must prove the account is theirs. */
export const confirmLinkNotice = (label: string) =>
  `An account with this address exists. Sign in with your password to link ${label} to it.`;

/** Opens the pending link of the provider account to the member `userId`; answers the key the browser keeps. */
export function openPendingLink(
  services: Pick<Services, 'prisma'>,
  userId: string,
  identity: IdentityToLink & { email: string },
): Promise<string> {
  return openSignInChallenge(services, {
    purpose: 'single_sign_on',
    userId,
    data: { kind: 'pending_link', ...identity },
  });
}

/**
 * At a successful password sign-in of the browser that holds `key`, as `userId`: links the provider account when
 * the pending link was made for that member and their address is still the one the provider vouched for. Answers
 * the provider's label when it linked, null otherwise (no pending link, an expired or used one, another member's,
 * or the provider account linked since): the sign-in goes on either way, and the pending link is used up.
 */
export async function completePendingLink(
  services: Pick<Services, 'prisma' | 'config'>,
  key: unknown,
  userId: string,
): Promise<string | null> {
  const taken = await takeSignInChallenge(services, key, 'single_sign_on');
  const pending = taken && taken.userId === userId ? pendingLinkSchema.safeParse(taken.data) : null;
  if (!pending?.success) return null;
  const { provider, subject, email } = pending.data;
  const member = await services.prisma.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (member?.email !== email) return null;
  const label = providerLabel(services.config, provider);
  try {
    await linkIdentity(services, userId, { provider, subject, email }, label);
  } catch (error) {
    if (isAppError(error) && error.code === 'CONFLICT') return null;
    throw error;
  }
  return label;
}
