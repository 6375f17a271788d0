/**
 * Connections: the demo member's are written out (so the Requests tab and the network have known
 * people in them); the rest of the community is knit together at random, neighbours more often.
 */
import { pairKey, type Member, type SeedContext } from './context.js';
import type { Random } from './random.js';

type Status = 'pending' | 'accepted' | 'declined';

export interface SeededConnection {
  id: string;
  requester: Member;
  receiver: Member;
  status: Status;
  createdAt: Date;
  respondedAt: Date | null;
}

const demoConnections: [other: string, direction: 'out' | 'in', status: Status][] = [
  ['grillmaster_marc', 'in', 'accepted'],
  ['luis_builds', 'out', 'accepted'],
  ['kt_codes_dad', 'in', 'accepted'],
  ['jamal_hoops', 'out', 'accepted'],
  ['trail_dad_matt', 'out', 'accepted'],
  ['pete_the_dad', 'in', 'accepted'],
  ['mike_rains_dad', 'out', 'accepted'],
  ['caleb_nashville', 'in', 'accepted'],
  ['samg_dad', 'in', 'accepted'],
  ['bryce_kc_bbq', 'out', 'accepted'],
  ['nate_bbq_chi', 'in', 'accepted'],
  ['victor_games', 'in', 'accepted'],
  ['aaron_slc', 'out', 'accepted'],
  ['wes_fishes', 'in', 'pending'],
  ['jordan_tampa', 'in', 'pending'],
  ['leo_and_baby', 'in', 'pending'],
  ['isaac_reads', 'in', 'pending'],
  ['chris_surfs_sd', 'out', 'pending'],
  ['frank_pgh', 'out', 'pending'],
  ['russ_vinyl', 'in', 'declined'],
];

function connect(
  ctx: SeedContext,
  rng: Random,
  requester: Member,
  receiver: Member,
  status: Status,
  recent = false,
): SeededConnection {
  // biome-ignore lint/complexity/useMathMinMax: Dates, which Math.max would turn into numbers
  const knownSince = requester.joinedAt > receiver.joinedAt ? requester.joinedAt : receiver.joinedAt;
  // Pending requests are recent; nobody leaves a request waiting for a year.
  const lately = ctx.clock.daysAgo(12);
  const earliest = recent && lately > knownSince ? lately : knownSince;
  const createdAt = ctx.clock.between(
    rng,
    earliest,
    status === 'pending' ? ctx.clock.hoursAgo(3) : ctx.clock.daysAgo(2),
  );
  const respondedAt =
    status === 'pending' ? null : ctx.clock.between(rng, createdAt, ctx.clock.plusMinutes(createdAt, 60 * 48));
  return { id: ctx.ids.next(createdAt), requester, receiver, status, createdAt, respondedAt };
}

export async function seedConnections(ctx: SeedContext): Promise<SeededConnection[]> {
  const rng = ctx.random('connections');
  const seen = new Set<string>();
  const connections: SeededConnection[] = [];
  const add = (c: SeededConnection) => {
    seen.add(pairKey(c.requester.id, c.receiver.id));
    connections.push(c);
  };

  for (const [username, direction, status] of demoConnections) {
    const other = ctx.byUsername(username);
    const [requester, receiver] = direction === 'out' ? [ctx.demo, other] : [other, ctx.demo];
    add(connect(ctx, rng, requester, receiver, status, status === 'pending'));
  }

  const others = ctx.members.filter((m) => !m.isDemo);
  for (const member of others) {
    const neighbours = others.filter((o) => o !== member && o.location === member.location);
    const wanted = rng.int(3, 6);
    for (let i = 0; i < wanted; i++) {
      const pool = neighbours.length > 0 && rng.chance(0.45) ? neighbours : others;
      const other = rng.pick(pool);
      if (other === member || seen.has(pairKey(member.id, other.id))) continue;
      const roll = rng.next();
      const status: Status = roll < 0.8 ? 'accepted' : roll < 0.94 ? 'pending' : 'declined';
      add(connect(ctx, rng, member, other, status, status === 'pending'));
    }
  }

  await ctx.tx.connection.createMany({
    data: connections.map((c) => ({
      id: c.id,
      requesterId: c.requester.id,
      receiverId: c.receiver.id,
      status: c.status,
      createdAt: c.createdAt,
      respondedAt: c.respondedAt,
    })),
  });
  return connections;
}

/** Accepted connections of a member, as members. */
export function connectionsOf(member: Member, connections: readonly SeededConnection[]): Member[] {
  return connections
    .filter((c) => c.status === 'accepted' && (c.requester === member || c.receiver === member))
    .map((c) => (c.requester === member ? c.receiver : c.requester));
}
