/**
 * Seeds the demo community (about forty dads and everything they do) into an empty database, so a fresh
 * install has something to look at and the browser tests have a known member to sign in as.
 *
 * Deterministic: every choice comes from a fixed-seed PRNG, so two seeds give the same people, content and
 * relations; only the times move, relative to the moment of seeding, so coming events stay in the future.
 */
import type { Database } from '../db/database.js';
import { createPrisma, type DbTx } from '../db/prisma.js';
import { hashPassword } from '../domain/accounts/passwords.js';
import { refreshDadScores } from '../domain/dad-score/refresh.js';
import { seedAskADad } from './askadad.js';
import { seedChannels } from './channels.js';
import { seedConnections } from './connections.js';
import { Clock, IdMaker, type Member, type SeedContext } from './context.js';
import { DEMO_SIGN_IN } from './demo.js';
import { seedEvents } from './events.js';
import { seedDadJokes, seedNews, seedPanicAlerts } from './extras.js';
import { imageSpecs } from './gallery.js';
import { seedGroups } from './groups.js';
import { renderImages } from './images.js';
import { Uploads } from './uploads.js';
import { seedMessaging } from './messaging.js';
import { seedStoredNews } from './news-articles.js';
import { seedNotifications } from './notifications.js';
import { referrals } from './people.js';
import { seedPosts } from './posts.js';
import { planMembers } from './profiles.js';
import { Random } from './random.js';
import { seedReactions } from './reactions.js';
import { insertInvites, insertMembers, storeAvatars } from './users.js';

export { DEMO_SIGN_IN };

const SEED = 0x0da0d00d;
/** Serialises seeding between processes sharing a PostgreSQL database (any fixed number will do). */
const SEED_LOCK = 4_242_001;

export interface SeedOptions {
  /** Progress lines while seeding (the summary is returned, for the caller to print). */
  log?: (line: string) => void;
}

async function isEmpty(db: DbTx): Promise<boolean> {
  return (await db.user.findFirst({ select: { id: true } })) === null;
}

export async function seedDemoIfEmpty(
  db: Database,
  options: SeedOptions = {},
): Promise<{ seeded: boolean; summary: string }> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const notSeeded = { seeded: false, summary: 'The database already has members; the demo community was not seeded.' };
  const prisma = createPrisma(db);
  try {
    if (!(await isEmpty(prisma))) return notSeeded;
    log('The database has no members yet: seeding the demo community...');

    const clock = new Clock(Date.now());
    const root = new Random(SEED);
    const ids = new IdMaker(root.fork('ids'));
    const planned = planMembers(root.fork('members'), clock, ids);
    // Hashing and drawing run on native threads while the rows go in; only the uploads wait for the pictures.
    // The hash is queued first: the members need it at once, and the drawing would fill the thread pool.
    const hashing = hashPassword(DEMO_SIGN_IN.password);
    const rendered = renderImages(imageSpecs(planned));
    rendered.catch(() => {}); // a failure surfaces where the pictures are awaited, not as an unhandled rejection
    const passwordHash = await hashing;

    const counts = await prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK})`;
        if (!(await isEmpty(tx))) {
          log('Another process seeded the demo community first.');
          return null;
        }
        const uploads = new Uploads(tx, rendered);
        const members = await insertMembers({ tx }, planned, passwordHash);
        const byName = new Map(members.map((m) => [m.username, m]));
        const byUsername = (username: string): Member => {
          const member = byName.get(username);
          if (!member) throw new Error(`The seed names an unknown member: ${username}`);
          return member;
        };
        const ctx: SeedContext = {
          tx,
          clock,
          ids,
          uploads,
          members,
          demo: byUsername(DEMO_SIGN_IN.username),
          byUsername,
          random: (step) => root.fork(step),
        };

        const codes = new Map(
          planned.flatMap((p) => (p.row.referralCode ? [[p.row.id, p.row.referralCode] as const] : [])),
        );
        const invites = await insertInvites(ctx, codes);
        const connections = await seedConnections(ctx);
        const groups = await seedGroups(ctx);
        const events = await seedEvents(ctx, groups);
        const { channels, follows, subscriptions } = await seedChannels(ctx);
        const posts = await seedPosts(ctx, groups, events, channels);
        const reactions = await seedReactions(ctx, posts);
        const askADad = await seedAskADad(ctx);
        const { conversations, messages } = await seedMessaging(ctx);
        const panic = await seedPanicAlerts(ctx, connections);
        const news = (await seedNews(ctx)) + (await seedStoredNews(ctx));
        const jokes = await seedDadJokes(ctx);
        const notifications = await seedNotifications(ctx, {
          connections,
          groups,
          events,
          reactions,
          conversations,
          panic,
          answers: askADad.answers,
          referrals: referrals.map(([from, to]) => ({ referrer: byUsername(from), referee: byUsername(to) })),
        });
        await storeAvatars(ctx, planned);
        // Stored scores are the formula's (docs/dad-score.md), as commands keep them: pages only read them.
        await refreshDadScores(
          tx,
          members.map((m) => m.id),
        );

        return [
          [members.length, 'dads'],
          [groups.size, 'groups and teams'],
          [events.size, 'events'],
          [posts.length, 'posts'],
          [reactions.comments.length, 'comments'],
          [reactions.bumps.length, 'fist bumps'],
          [reactions.polls, 'polls'],
          [reactions.votes, 'poll votes'],
          [connections.length, 'connections'],
          [conversations.length, 'conversations'],
          [messages, 'messages'],
          [askADad.questions, 'questions'],
          [askADad.answers.length, 'answers'],
          [channels.size, 'channels'],
          [follows, 'channel follows'],
          [subscriptions, 'subscriptions'],
          [notifications, 'notifications'],
          [invites, 'invites'],
          [panic.count, 'panic alerts'],
          [news, 'news articles'],
          [jokes, 'dad jokes'],
          [uploads.count, 'pictures'],
        ] as const;
      },
      { maxWait: 30_000, timeout: 120_000 },
    );
    if (!counts) return notSeeded;

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const summary = `Seeded ${counts.map(([n, what]) => `${n} ${what}`).join(', ')} in ${seconds} s.`;
    return { seeded: true, summary };
  } finally {
    await prisma.$disconnect();
  }
}
