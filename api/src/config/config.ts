/**
 * Configuration, read from the environment once at start, validated, and passed down from there.
 * Every variable is listed in the README's configuration table.
 */
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEMO_ADMIN_EMAIL } from './demo-admin.js';
import { PRODUCT_NAME } from './product.js';
import { readSingleSignOn, type SingleSignOnProvider } from './single-sign-on.js';

const flag = <F extends boolean | undefined>(fallback: F) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value)));

/** A key set by the admin: at least 32 characters, or unset (then a random one is kept in the database). */
const secretKey = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .refine((value) => value === undefined || value.length >= 32, { message: 'must be at least 32 characters' });

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** An IPv4 or IPv6 address, or a CIDR range of either. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY: how many reverse proxies stand in front of us ('true' is one, 'false' none). */
const proxyHops = z
  .string()
  .trim()
  .optional()
  .transform((value) =>
    value === undefined || value === '' || value === 'false' ? 0 : value === 'true' ? 1 : Number(value),
  )
  .pipe(z.number({ error: "must be a number of proxies, 'true' or 'false'" }).int().min(0).max(10));

/** A comma-separated list: each item trimmed, the empty ones dropped. */
const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** CORS_ORIGINS: comma-separated origins (scheme://host[:port]) that may call us from their pages. */
const originList = commaList.refine(
  (origins) => origins.every((origin) => URL.canParse(origin) && new URL(origin).origin === origin),
  {
    message: 'must be a comma-separated list of origins such as https://partner.example',
  },
);

const positive = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** A comma-separated list of http(s) addresses (NEWS_FEEDS). */
const urlList = commaList.refine((urls) => urls.every((url) => /^https?:\/\//.test(url) && URL.canParse(url)), {
  message: 'must be a comma-separated list of http:// or https:// addresses',
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  SEED_DEMO: flag(undefined),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: proxyHops,
  CORS_ORIGINS: originList,
  ADMIN_EMAILS: commaList
    .transform((emails) => emails.map((email) => email.toLowerCase()))
    .refine((emails) => emails.every((email) => /^[^@\s]+@[^@\s]+$/.test(email)), {
      message: 'must be a comma-separated list of e-mail addresses',
    }),
  REPORT_HIDE_THRESHOLD: positive(3),
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  METRICS_ALLOW: commaList
    .refine((entries) => entries.every(isAddressOrRange), {
      message: 'must be a comma-separated list of IP addresses and CIDR ranges (10.0.0.0/8, fd00::/8)',
    })
    .default(['127.0.0.1', '::1']),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/)
    .default('dadhood'),
  GRAPHQL_MAX_COST: positive(1000),
  GRAPHQL_POINTS_PER_HOUR: positive(100_000),
  GRAPHQL_TOKEN_POINTS_PER_HOUR: positive(5_000),
  GRAPHQL_ADDRESS_POINTS_PER_MINUTE: positive(40_000),
  GRAPHQL_TIME_BUDGET_MS: positive(10_000),
  GRAPHQL_PERSISTED_ONLY: flag(undefined),
  GRAPHQL_PERSISTED_OPERATIONS: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  WS_SUBSCRIPTIONS_PER_SOCKET: positive(50),
  WS_SOCKETS_PER_MEMBER: positive(20),
  WS_SOCKETS_PER_ADDRESS: positive(200),
  WS_KEEP_ALIVE_MS: positive(12_000),
  UPLOADS_PER_HOUR: positive(60),
  REGISTRATIONS_PER_HOUR: positive(5),
  // 0 hours: no limits for new accounts.
  NEW_ACCOUNT_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 365)
    .default(24),
  NEW_ACCOUNT_FIST_BUMPS: positive(3),
  NEW_ACCOUNT_POSTS_PER_HOUR: positive(3),
  NEW_ACCOUNT_COMMENTS_PER_HOUR: positive(10),
  IMAGE_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60 * 1000)
    .default(30_000),
  WEB_DIST_DIR: z.string().trim().optional(),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  SMTP_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(10 * 60 * 1000)
    .default(10_000),
  MAIL_FROM: z.string().trim().min(3).default(`${PRODUCT_NAME} <no-reply@dadhood.app>`),
  NOTIFICATION_EMAIL_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60)
    .default(300),
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a URL-safe base64 P-256 public key (web-push generate-vapid-keys)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a URL-safe base64 P-256 private key (web-push generate-vapid-keys)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:)/, 'must be a mailto: or https: address the push services can reach the admin at')
    .optional(),
  NEWS_API_URL: optionalUrl(['http', 'https']).refine((value) => value === undefined || URL.canParse(value), {
    message: 'must be a valid address',
  }),
  NEWS_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  NEWS_FEEDS: urlList,
  PRELOAD_IMAGE_MODERATION: flag(true),
  CALENDAR_FEED_SECRET: secretKey,
  SECRETS_KEY: secretKey,
  REQUIRE_2FA_FOR_STAFF: flag(true),
  ALLOW_DEMO_STAFF_PASSWORDS: flag(false),
});

export type Environment = Record<string, string | undefined>;

export interface Config {
  productName: string;
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Where members reach the app; referral links and the WebSocket Origin check use it. */
  publicUrl: string;
  /**
   * PostgreSQL: statements running longer than `statementTimeoutMs` are cancelled by the server (0: never). PGlite
   * runs in this process and cannot cancel a statement (docs/reliability.md).
   */
  database: { kind: 'postgres'; url: string; statementTimeoutMs: number } | { kind: 'pglite'; dataDir: string };
  dataDir: string;
  uploadDir: string;
  seedDemo: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Reverse proxies in front of the app: the client address is taken this many hops from the right. */
  trustProxyHops: number;
  /** Other sites' origins allowed to call /graphql and /api from a page, never with the member's cookies. */
  corsOrigins: string[];
  /** The site's admins, by e-mail (lower-cased): made admins at start and when they register (docs/moderation.md). */
  adminEmails: string[];
  /** Reports from this many different members hide the content at once, pending review (docs/moderation.md). */
  reportHideThreshold: number;
  /** Prefix of every Redis key of ours (rate limits), so several deployments or test runs can share a Redis. */
  redisKeyPrefix: string;
  /** Who may read /metrics: these addresses and ranges, or a caller with the token (docs/operations.md#metrics). */
  metrics: { allow: string[]; token: string | undefined };
  /** GraphQL cost limits and budgets (docs/graphql-limits.md). */
  graphql: {
    maxCost: number;
    /** Each member's browser sessions, together. */
    memberPointsPerHour: number;
    /** Each access token. */
    tokenPointsPerHour: number;
    /** Each client address (an IPv6 /64): the flood guard. */
    addressPointsPerMinute: number;
    timeBudgetMs: number;
  };
  /**
   * The web app's operations by id (docs/persisted-operations.md): the map relay-compiler writes, and whether
   * only a token, or a member in GraphiQL, may send operation text (on by default in production).
   */
  persistedOperations: { file: string; only: boolean };
  /**
   * GraphQL over WebSocket, counted in each API process (docs/live-events.md#limits): operations one socket may
   * hold at once, and sockets one member, or one client address, may hold open; how often each socket is pinged
   * (one that has not answered the previous ping by then is dropped).
   */
  webSockets: {
    subscriptionsPerSocket: number;
    socketsPerMember: number;
    socketsPerAddress: number;
    keepAliveMs: number;
  };
  /** Image uploads a member may make per hour; image work runs in this many worker threads. */
  uploads: { perMemberPerHour: number; imageWorkers: number };
  /** Accounts one client address may create per hour (docs/security.md#throttling). */
  registrationsPerAddressPerHour: number;
  /**
   * New members (docs/safety.md): for their first `hours`, or until their posts got `fistBumps` fist bumps from
   * others, they post and comment at most this often, post no links and message only their connections.
   */
  newAccounts: { hours: number; fistBumps: number; postsPerHour: number; commentsPerHour: number };
  sessionTtlMs: number;
  redisUrl: string | undefined;
  /** How long a Redis command, connection or health check may take before it counts as failed. */
  redisTimeoutMs: number;
  webDistDir: string;
  /** Outgoing mail: an SMTP server (smtp:// or smtps://), or none (mail is kept in the outbox and logged). */
  mail: { smtpUrl: string | undefined; from: string; timeoutMs: number };
  /**
   * Notifications outside the open tab (docs/notifications.md): how long a notification mail waits for others to
   * join it (a burst of comments is one mail), and the Web Push VAPID keys (without, a pair kept in the database).
   */
  notifications: {
    emailDelaySeconds: number;
    vapid: { publicKey: string; privateKey: string } | undefined;
    /** Who push services may contact about our pushes: VAPID_SUBJECT, or MAIL_FROM's address. */
    vapidSubject: string;
  };
  /** Where the Newsfeed's articles come from besides the database (none configured: stored articles only). */
  news: { apiUrl: string | undefined; apiKey: string | undefined; feeds: string[] };
  /** Load the image moderation model at start (seconds of CPU) rather than on the first upload. */
  preloadImageModeration: boolean;
  /**
   * The key calendar feed addresses are made with (domain/calendar/feed-address.ts); without it, a random one
   * kept in the database. Set it to keep the addresses safe from a leak of the database alone.
   */
  calendarFeedSecret: string | undefined;
  /**
   * The key that seals members' two-factor secrets in the database (domain/secret-box.ts); without it, a random one
   * kept in the database. Set it to keep those secrets safe from a leak of the database alone.
   */
  secretsKey: string | undefined;
  /** Moderators and admins must turn on a second factor before they moderate (docs/security.md). */
  requireTwoFactorForStaff: boolean;
  /**
   * A production start runs even while a staff account has the demo's published password: a public demo or a
   * test rig, never a real community (seed/demo-passwords.ts).
   */
  allowDemoStaffPasswords: boolean;
  /** The OpenID Connect providers members may sign in with (./single-sign-on.ts); none by default. */
  singleSignOnProviders: SingleSignOnProvider[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Environment = process.env): Config {
  // A variable set to nothing (`METRICS_TOKEN=` in an .env file, `${VAR:-}` in compose) is one not set.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  const singleSignOn = readSingleSignOn(env);
  // A half-configured key pair would silently be replaced by a stored one: say so instead.
  const vapidProblems =
    parsed.success && Boolean(parsed.data.VAPID_PUBLIC_KEY) !== Boolean(parsed.data.VAPID_PRIVATE_KEY)
      ? ['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither (a pair is then kept in the database)']
      : [];
  if (!parsed.success || singleSignOn.problems.length || vapidProblems.length) {
    const problems = [
      ...(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []),
      ...singleSignOn.problems,
      ...vapidProblems,
    ].map((problem) => `  ${problem}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    productName: PRODUCT_NAME,
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS }
      : { kind: 'pglite', dataDir },
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    // Off in production unless asked for: a real community starts empty, its first admin made by the CLI.
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    trustProxyHops: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    // Unset, with the demo on: the demo's admin, so a fresh install has one of each site role.
    adminEmails:
      env.ADMIN_EMAILS === undefined && (e.SEED_DEMO ?? e.NODE_ENV !== 'production')
        ? [DEMO_ADMIN_EMAIL]
        : e.ADMIN_EMAILS,
    reportHideThreshold: e.REPORT_HIDE_THRESHOLD,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    metrics: { allow: e.METRICS_ALLOW, token: e.METRICS_TOKEN },
    graphql: {
      maxCost: e.GRAPHQL_MAX_COST,
      memberPointsPerHour: e.GRAPHQL_POINTS_PER_HOUR,
      tokenPointsPerHour: e.GRAPHQL_TOKEN_POINTS_PER_HOUR,
      addressPointsPerMinute: e.GRAPHQL_ADDRESS_POINTS_PER_MINUTE,
      timeBudgetMs: e.GRAPHQL_TIME_BUDGET_MS,
    },
    persistedOperations: {
      file: path.resolve(
        e.GRAPHQL_PERSISTED_OPERATIONS ??
          path.join(import.meta.dirname, '../../../web/src/__generated__/persisted-operations.json'),
      ),
      only: e.GRAPHQL_PERSISTED_ONLY ?? e.NODE_ENV === 'production',
    },
    webSockets: {
      subscriptionsPerSocket: e.WS_SUBSCRIPTIONS_PER_SOCKET,
      socketsPerMember: e.WS_SOCKETS_PER_MEMBER,
      socketsPerAddress: e.WS_SOCKETS_PER_ADDRESS,
      keepAliveMs: e.WS_KEEP_ALIVE_MS,
    },
    registrationsPerAddressPerHour: e.REGISTRATIONS_PER_HOUR,
    newAccounts: {
      hours: e.NEW_ACCOUNT_HOURS,
      fistBumps: e.NEW_ACCOUNT_FIST_BUMPS,
      postsPerHour: e.NEW_ACCOUNT_POSTS_PER_HOUR,
      commentsPerHour: e.NEW_ACCOUNT_COMMENTS_PER_HOUR,
    },
    uploads: {
      perMemberPerHour: e.UPLOADS_PER_HOUR,
      imageWorkers: e.IMAGE_WORKERS ?? Math.max(1, Math.min(4, os.availableParallelism() - 1)),
    },
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    redisUrl: e.REDIS_URL,
    redisTimeoutMs: e.REDIS_TIMEOUT_MS,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../../web/dist')),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, timeoutMs: e.SMTP_TIMEOUT_MS },
    notifications: {
      emailDelaySeconds: e.NOTIFICATION_EMAIL_DELAY_SECONDS,
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject: e.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM}`,
    },
    preloadImageModeration: e.PRELOAD_IMAGE_MODERATION,
    calendarFeedSecret: e.CALENDAR_FEED_SECRET,
    secretsKey: e.SECRETS_KEY,
    requireTwoFactorForStaff: e.REQUIRE_2FA_FOR_STAFF,
    allowDemoStaffPasswords: e.ALLOW_DEMO_STAFF_PASSWORDS,
    singleSignOnProviders: singleSignOn.providers,
    news: {
      // A key alone means newsapi.org itself.
      apiUrl: e.NEWS_API_URL ?? (e.NEWS_API_KEY ? 'https://newsapi.org/v2' : undefined),
      apiKey: e.NEWS_API_KEY,
      feeds: e.NEWS_FEEDS,
    },
  };
}
