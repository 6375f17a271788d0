/**
 * "Where you're signed in" over GraphQL (domain/sessions/sessions-list.ts, docs/sessions.md): the viewer's browser
 * sessions on User.sessions, and signing them out. Browser sessions only: a token never lists or ends sessions,
 * whatever its scopes (`write: 'session'`).
 */
import type { DeviceDescription } from '../../domain/sessions/session-description.js';
import { describeUserAgent, maskIpAddress } from '../../domain/sessions/session-description.js';
import {
  isCurrentSession,
  isOwnLiveSession,
  liveSessionsWhere,
  recentlySeenFirst,
  signOutOtherSessions,
  signOutSession,
} from '../../domain/sessions/sessions-list.js';
import type { Session } from '../../generated/prisma/client.js';
import { clearedSessionCookie } from '../../http/auth.js';
import { builder } from '../builder.js';
import { encodeGlobalID, rawIdOf } from '../global-id.js';

/** Each session's user agent is read once per request, whichever of its three fields are asked. */
const described = new WeakMap<Session, DeviceDescription>();
function deviceOf(session: Session): DeviceDescription {
  let description = described.get(session);
  if (!description) {
    description = describeUserAgent(session.userAgent);
    described.set(session, description);
  }
  return description;
}

builder.prismaNode('Session', {
  id: { field: 'publicId' },
  nullable: true,
  description:
    "A browser signed in to the viewer's account, as its user agent describes it. No place is shown: the app " +
    'has no geolocation database.',
  // Only ever reached through the viewer's own list, or node() on one of them, from a browser session.
  authScopes: (session, ctx) => isOwnLiveSession(session, ctx.viewer?.id) && ctx.grant === undefined,
  fields: (t) => ({
    current: t.boolean({
      description: 'The session of this request: signing it out signs this browser out.',
      resolve: (session, _args, ctx) => isCurrentSession(session, ctx.sessionToken),
    }),
    browser: t.string({
      nullable: true,
      description: "'Chrome 120'; null when the user agent names none.",
      resolve: (session) => deviceOf(session).browser,
    }),
    os: t.string({
      nullable: true,
      description: "'macOS 14', 'iOS 17'; null when unknown.",
      resolve: (session) => deviceOf(session).os,
    }),
    device: t.string({
      nullable: true,
      description: "'Desktop', 'iPhone', 'iPad', 'Mobile', 'Tablet'...; null when unknown.",
      resolve: (session) => deviceOf(session).device,
    }),
    ipAddress: t.string({
      nullable: true,
      description: "The address it signed in from, its last part hidden ('198.51.100.x'; IPv6: the first 4 groups).",
      resolve: (session) => maskIpAddress(session.ipAddress),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it signed in.' }),
    lastSeenAt: t.expose('lastSeenAt', {
      type: 'DateTime',
      description: 'When it was last used, to the hour (it moves at most once an hour).',
    }),
  }),
});

builder.prismaObjectField('User', 'sessions', (t) =>
  t.prismaConnection(
    {
      type: 'Session',
      cursor: 'publicId',
      nullable: true,
      authScopes: { write: 'session' },
      description:
        "The viewer's browser sessions, the most recently used first; null on anyone else. Browser sessions only.",
      resolve: (query, user, _args, ctx) =>
        user.id === ctx.viewer?.id
          ? ctx.services.prisma.session.findMany({
              ...query,
              where: liveSessionsWhere(user.id),
              orderBy: recentlySeenFirst,
            })
          : null,
    },
    { name: 'UserSessionsConnection' },
    { name: 'UserSessionEdge' },
  ),
);

const SignOutSessionPayload = builder.objectRef<{ endedId: string }>('SignOutSessionPayload').implement({
  fields: (t) => ({
    endedId: t.id({
      description: 'The id of the session signed out (Session.id).',
      resolve: ({ endedId }) => encodeGlobalID('Session', endedId),
    }),
  }),
});

builder.mutationField('signOutSession', (t) =>
  t.field({
    type: SignOutSessionPayload,
    errors: {},
    authScopes: { write: 'session' },
    description:
      "Signs out one of the viewer's browsers (NOT_FOUND for anyone else's). The current one may be signed out too: " +
      'its session cookie is cleared.',
    args: { id: t.arg.globalID({ required: true, description: 'A Session id.' }) },
    resolve: async (_root, { id }, ctx) => {
      const { endedId, wasCurrent } = await signOutSession(
        ctx.services,
        ctx.viewer!.id,
        rawIdOf(id, 'Session'),
        ctx.sessionToken,
      );
      if (wasCurrent) {
        ctx.responseCookies.push(clearedSessionCookie(ctx.services.config));
        ctx.viewer = null;
        ctx.sessionToken = undefined;
      }
      return { endedId };
    },
  }),
);

const SignOutOtherSessionsPayload = builder.objectRef<{ ended: number }>('SignOutOtherSessionsPayload').implement({
  fields: (t) => ({
    ended: t.exposeInt('ended', { description: 'How many sessions were signed out.' }),
  }),
});

builder.mutationField('signOutOtherSessions', (t) =>
  t.field({
    type: SignOutOtherSessionsPayload,
    errors: {},
    authScopes: { write: 'session' },
    description: "Signs out every one of the viewer's browsers but this one.",
    resolve: async (_root, _args, ctx) => ({
      ended: await signOutOtherSessions(ctx.services, ctx.viewer!.id, ctx.sessionToken),
    }),
  }),
);
