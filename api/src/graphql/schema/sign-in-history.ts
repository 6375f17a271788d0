/**
 * The sign-in history over GraphQL (domain/accounts/sign-in-history-list.ts, docs/security.md#sign-in-history):
 * `User.signInHistory`, the member's own and, for admins helping a member, anyone's; null for everyone else.
 * Browser sessions only (`write: 'session'`), as the sessions list.
 */
import { newestSignInFirst, signInHistoryWhere } from '../../domain/accounts/sign-in-history-list.js';
import { SIGN_IN_METHODS } from '../../domain/accounts/sign-in-history.js';
import { maySeeAccountDetailsOf } from '../../domain/moderation/account-help.js';
import type { DeviceDescription } from '../../domain/sessions/session-description.js';
import { describeUserAgent, maskIpAddress } from '../../domain/sessions/session-description.js';
import type { SignInEvent } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';

export const SignInMethodEnum = builder.enumType('SignInMethod', {
  description:
    'How a member proved who they were: password, second_factor (a code from the app), recovery_code, ' +
    'password_reset (a mailed link), passkey, single_sign_on, or registration (the session an account starts with).',
  values: SIGN_IN_METHODS,
});

/** Each event's user agent is read once per request, whichever of its three fields are asked. */
const described = new WeakMap<SignInEvent, DeviceDescription>();
function deviceOf(event: SignInEvent): DeviceDescription {
  let description = described.get(event);
  if (!description) {
    description = describeUserAgent(event.userAgent);
    described.set(event, description);
  }
  return description;
}

builder.prismaObject('SignInEvent', {
  description:
    'A sign-in to an account, or a failed attempt on it (a wrong password or code), as the browser described ' +
    'itself. Kept 90 days.',
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    method: t.field({
      type: SignInMethodEnum,
      description: 'How it signed in, or the step that failed.',
      resolve: (event) => event.method as (typeof SIGN_IN_METHODS)[number],
    }),
    succeeded: t.exposeBoolean('succeeded', { description: 'False: a failed attempt (nobody was signed in).' }),
    browser: t.string({
      nullable: true,
      description: "'Chrome 120'; null when the user agent names none.",
      resolve: (event) => deviceOf(event).browser,
    }),
    os: t.string({ nullable: true, description: "'macOS 14'; null when unknown.", resolve: (e) => deviceOf(e).os }),
    device: t.string({
      nullable: true,
      description: "'Desktop', 'iPhone', 'Mobile'...; null when unknown.",
      resolve: (event) => deviceOf(event).device,
    }),
    ipAddress: t.string({
      nullable: true,
      description: "The address it came from, its last part hidden ('198.51.100.x'; IPv6: the first 4 groups).",
      resolve: (event) => maskIpAddress(event.ipAddress),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('User', 'signInHistory', (t) =>
  t.prismaConnection(
    {
      type: 'SignInEvent',
      cursor: 'id',
      nullable: true,
      authScopes: { write: 'session' },
      description:
        "The account's sign-ins and failed attempts, newest first, for the last 90 days: the viewer's own, and any " +
        "member's to an admin (account help); null for anyone else. Browser sessions only.",
      resolve: (query, user, _args, ctx) =>
        maySeeAccountDetailsOf(ctx.viewer, user.id, ctx.services.config)
          ? ctx.services.prisma.signInEvent.findMany({
              ...query,
              where: signInHistoryWhere(user.id),
              orderBy: newestSignInFirst,
            })
          : null,
    },
    { name: 'UserSignInHistoryConnection' },
    { name: 'UserSignInHistoryEdge' },
  ),
);
