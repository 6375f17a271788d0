/**
 * Finishing onboarding over GraphQL: the same command as PATCH /api/users/onboarding.
 */
import { completeOnboarding } from '../../domain/onboarding/complete.js';
import { builder } from '../builder.js';
import { DadTypeEnum } from './enums.js';

const OnboardingInput = builder.inputType('OnboardingInput', {
  fields: (t) => ({
    acceptTerms: t.boolean({ required: true, description: 'The member accepts the terms (must be true).' }),
    dadType: t.field({ type: DadTypeEnum, required: true }),
    interests: t.stringList({ required: true }),
    location: t.string({ required: true, description: 'City, State; at most 100 characters.' }),
    bio: t.string({ description: 'At most 500 characters.' }),
  }),
});

builder.mutationField('completeOnboarding', (t) =>
  t.prismaField({
    type: 'User',
    errors: {},
    authScopes: { write: 'write:profile' },
    description: 'Accepts the terms and sets dad type, interests, location and bio; the profile is then complete.',
    args: { input: t.arg({ type: OnboardingInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const user = await completeOnboarding(ctx.services, ctx.viewer!, input);
      ctx.viewer = user;
      return ctx.services.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
);
