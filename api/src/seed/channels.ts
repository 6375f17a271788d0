/**
 * Professional channels, free and paid, with followers and subscribers.
 */
import type { Prisma } from '../db/prisma.js';
import { later, type Member, type SeedContext } from './context.js';
import { channelPlans, type ChannelPlan } from './community.js';

export interface SeededChannel {
  plan: ChannelPlan;
  id: string;
  createdAt: Date;
  creator: Member;
}

/** The demo member follows these, and subscribes to the first two (one of them paid). */
const demoFollows = ['smoke', 'fixit', 'jokes', 'coach'];

export async function seedChannels(
  ctx: SeedContext,
): Promise<{ channels: Map<string, SeededChannel>; follows: number; subscriptions: number }> {
  const rng = ctx.random('channels');
  const { clock } = ctx;
  const channels = new Map<string, SeededChannel>();
  const rows: Prisma.ChannelCreateManyInput[] = [];
  const followRows: Prisma.ChannelFollowCreateManyInput[] = [];
  const subscriptionRows: Prisma.ChannelSubscriptionCreateManyInput[] = [];

  for (const plan of channelPlans) {
    const creator = ctx.byUsername(plan.creator);
    const createdAt = clock.between(rng, later(creator.joinedAt, clock.daysAgo(250)), clock.daysAgo(30));
    const id = ctx.ids.next(createdAt);
    const domain = plan.website ? new URL(plan.website).hostname : undefined;
    rows.push({
      id,
      name: plan.name,
      description: plan.description,
      categories: plan.categories,
      hashtags: plan.hashtags,
      contactEmail: domain ? `${creator.firstName.toLowerCase()}@${domain}` : null,
      website: plan.website ?? null,
      subscriptionType: plan.price ? 'subscription' : 'free',
      subscriptionPrice: plan.price ?? null,
      profileImageUrl: plan.image ? await ctx.uploads.image(plan.image, creator.id) : null,
      bannerImageUrl: plan.banner ? await ctx.uploads.image(plan.banner, creator.id) : null,
      isVerified: plan.isVerified ?? false,
      isPrivate: plan.isPrivate ?? false,
      creatorId: creator.id,
      createdAt,
    });
    channels.set(plan.key, { plan, id, createdAt, creator });

    const demoFollowIndex = demoFollows.indexOf(plan.key);
    const fans = rng.sample(
      ctx.members.filter((m) => m !== creator && !m.isDemo),
      plan.followers,
    );
    if (demoFollowIndex >= 0) fans.unshift(ctx.demo);
    for (const fan of fans) {
      const at = clock.between(rng, later(createdAt, fan.joinedAt), clock.hoursAgo(4));
      followRows.push({ channelId: id, userId: fan.id, createdAt: at });
      const subscribes = fan.isDemo ? demoFollowIndex >= 0 && demoFollowIndex < 2 : rng.chance(plan.price ? 0.35 : 0.5);
      if (subscribes) {
        // The price is kept as it was on the day they subscribed (0 for free channels).
        const since = clock.between(rng, at, clock.hoursAgo(1));
        subscriptionRows.push({ channelId: id, userId: fan.id, priceCents: plan.price ?? 0, createdAt: since });
      }
    }
  }

  await ctx.tx.channel.createMany({ data: rows });
  await ctx.tx.channelFollow.createMany({ data: followRows });
  await ctx.tx.channelSubscription.createMany({ data: subscriptionRows });
  return { channels, follows: followRows.length, subscriptions: subscriptionRows.length };
}
