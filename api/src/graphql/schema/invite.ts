/**
 * Referral codes and e-mail invitations: the same commands as /api/users/generate-referral-code and
 * /api/users/send-invites.
 */
import { sendInvites } from '../../domain/invites/send-invites.js';
import { ensureReferralCode } from '../../domain/referrals/code.js';
import { builder } from '../builder.js';

builder.mutationField('generateReferralCode', (t) =>
  t.prismaField({
    type: 'User',
    errors: {},
    authScopes: { write: 'write:profile' },
    description: 'Gives the viewer a referral code (User.referralCode); keeps the one they have. Returns the viewer.',
    resolve: async (query, _root, _args, ctx) => {
      await ensureReferralCode(ctx.services.prisma, ctx.viewer!.id);
      return ctx.services.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer!.id } });
    },
  }),
);

const SendInvitesInput = builder.inputType('SendInvitesInput', {
  fields: (t) => ({
    emails: t.stringList({ required: true, description: 'At most 20 addresses; duplicates count once.' }),
    referralCode: t.string({ description: "The viewer's own code (generated if they have none yet)." }),
  }),
});

const SendInvitesPayload = builder.objectRef<{ sentCount: number }>('SendInvitesPayload').implement({
  fields: (t) => ({
    sentCount: t.exposeInt('sentCount', { description: 'How many invitations were sent.' }),
  }),
});

builder.mutationField('sendInvites', (t) =>
  t.field({
    type: SendInvitesPayload,
    errors: {},
    authScopes: { write: 'session' },
    description: 'E-mails an invitation with the referral link to each address; at most 100 invites a day.',
    args: { input: t.arg({ type: SendInvitesInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { sent } = await sendInvites(ctx.services, ctx.viewer!.id, input);
      return { sentCount: sent };
    },
  }),
);
