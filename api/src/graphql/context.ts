/**
 * The GraphQL context, built fresh for every operation (HTTP request or WebSocket subscribe): who is asking,
 * and the per-request caches that keep a selection to a few queries.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { RequestMeta, Services } from '../domain/services.js';
import { eventVisible } from '../domain/events/visibility.js';
import { groupVisible } from '../domain/groups/visibility.js';
import { postVisible } from '../domain/posts/visibility.js';
import { commentShownSql } from '../domain/comments/visibility.js';
import { messageModerationShown } from '../domain/moderation/visibility.js';
import { createRelationshipLoader, type RelationshipLoader } from '../domain/users/privacy.js';
import { createVisibilityLoader, type VisibilityCondition, type VisibilityTable } from '../domain/visibility.js';
import { loadViewerProfile, type Viewer, type ViewerProfile } from '../domain/users/viewer.js';
import { unauthenticated } from '../domain/errors.js';
import type { TokenGrant } from '../domain/access-tokens/scopes.js';
import type { Authentication } from '../http/auth.js';
import { authenticateForGraphQL } from './protection/caller.js';

/** Query.rateLimit's answer (schema/rate-limit.ts): the caller's points budget and this operation's price. */
export interface RateLimitInfo {
  /** The operation's requested cost, rateLimit fields left out: what it is charged before it runs. */
  cost: number;
  limit: number;
  remaining: number;
  used: number;
  resetAt: Date;
  dryRun: boolean;
}

export interface GraphQLContext {
  services: Services;
  viewer: Viewer | null;
  /** The access token's grant when the caller used one (its scopes limit what it may do); undefined for a session. */
  grant: TokenGrant | undefined;
  /** The session token the request carried (sign-out ends it). */
  sessionToken: string | undefined;
  requestId: string;
  logger: Logger;
  meta: RequestMeta;
  relationships: RelationshipLoader;
  /** May the viewer see this group, event or post? (domain visibility rules, batched per request) */
  visibility: VisibilityLoaders;
  /** Set-Cookie values for the HTTP response: a renewed session, or one started or ended by a mutation. */
  responseCookies: string[];
  /** Query.rateLimit's answer, set by protection/cost-budget.ts before the operation runs. */
  rateLimit?: RateLimitInfo;
  /** The signed-in viewer's personalisation fields, read at most once per request. */
  viewerProfile(): Promise<ViewerProfile>;
}

type VisibilityLoader = ReturnType<typeof createVisibilityLoader>;

/**
 * Each kind's loader is made the first time an operation asks for it: most operations ask for one kind or none,
 * and a subscription keeps its context (and so these) for as long as its socket is open.
 */
export class VisibilityLoaders {
  #made?: Map<VisibilityTable, VisibilityLoader>;

  constructor(
    private readonly services: Services,
    private readonly viewerId: string | null,
  ) {}

  #loader(table: VisibilityTable, condition: VisibilityCondition): VisibilityLoader {
    this.#made ??= new Map();
    let loader = this.#made.get(table);
    if (!loader) {
      loader = createVisibilityLoader(this.services.prisma, table, condition, this.viewerId);
      this.#made.set(table, loader);
    }
    return loader;
  }

  get groups(): VisibilityLoader {
    return this.#loader('Group', groupVisible);
  }

  get events(): VisibilityLoader {
    return this.#loader('Event', eventVisible);
  }

  get posts(): VisibilityLoader {
    return this.#loader('Post', postVisible);
  }

  /** Moderation's rule on one comment or message (docs/moderation.md); their post or conversation is checked apart. */
  get comments(): VisibilityLoader {
    return this.#loader('Comment', commentShownSql);
  }

  get messages(): VisibilityLoader {
    return this.#loader('Message', messageModerationShown);
  }
}

export function createVisibilityLoaders(services: Services, viewerId: string | null): VisibilityLoaders {
  return new VisibilityLoaders(services, viewerId);
}

export interface ContextSource {
  /** The caller when already authenticated for this request (before validation): no second session lookup. */
  auth?: Authentication | undefined;
  cookieHeader: string | null | undefined;
  /** `Authorization` (HTTP), or the graphql-ws connection_init payload's `authorization`. */
  authorization?: string | null | undefined;
  requestId?: string | undefined;
  meta: RequestMeta;
}

export async function createGraphQLContext(services: Services, source: ContextSource): Promise<GraphQLContext> {
  const auth =
    source.auth ??
    (await authenticateForGraphQL(services, {
      cookieHeader: source.cookieHeader,
      authorization: source.authorization,
    }));
  const requestId = source.requestId ?? randomUUID();
  let profile: { id: string; loaded: Promise<ViewerProfile> } | undefined;
  return {
    services,
    viewer: auth.viewer,
    grant: auth.grant,
    sessionToken: auth.token,
    requestId,
    logger: services.logger.child({ reqId: requestId }),
    meta: source.meta,
    relationships: createRelationshipLoader(services.prisma, auth.viewer?.id ?? null),
    visibility: createVisibilityLoaders(services, auth.viewer?.id ?? null),
    responseCookies: auth.setCookie ? [auth.setCookie] : [],
    viewerProfile(this: GraphQLContext) {
      const viewer = this.viewer;
      if (!viewer) return Promise.reject(unauthenticated());
      // Kept for the request, read again if the viewer changes (a sign-in in the same request).
      if (profile?.id !== viewer.id) profile = { id: viewer.id, loaded: loadViewerProfile(services.prisma, viewer.id) };
      return profile.loaded;
    },
  };
}
