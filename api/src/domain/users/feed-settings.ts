/**
 * The Feed Settings dialog: the Political Content Filter, which the feeds honour for the member.
 * A JSON boolean only: text such as "false" would be too easy to send by mistake from a toggle.
 */
import { z } from 'zod';
import type { Services } from '../services.js';
import { parseInput } from '../validation.js';
import type { Profile } from './update-profile.js';
import { CREDENTIALS } from './credentials.js';

export const FILTER_RULE = 'filterPoliticalContent must be true or false.';

const feedSettingsInput = z.object({ filterPoliticalContent: z.boolean({ error: FILTER_RULE }) });

export async function updateFeedSettings(services: Services, viewerId: string, raw: unknown): Promise<Profile> {
  const { filterPoliticalContent } = parseInput(feedSettingsInput, raw);
  return services.prisma.user.update({
    where: { id: viewerId },
    data: { filterPoliticalContent },
    omit: CREDENTIALS,
  });
}
