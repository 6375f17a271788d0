/**
 * Passkeys over GraphQL (docs/security.md#passkeys): the viewer's list on User.passkeys, adding, renaming and
 * removing one. The same domain calls as /api/passkeys, for the viewer's browser session only (`write:
 * 'session'`: no access token, whatever its scopes). Signing in with one is ./passkey-sign-in.ts.
 */
import {
  isOwnPasskey,
  newestPasskeyFirst,
  passkeysWhere,
  removePasskey,
  renamePasskey,
} from '../../domain/accounts/passkeys.js';
import { beginPasskeyRegistration, finishPasskeyRegistration } from '../../domain/accounts/passkeys-registration.js';
import { builder } from '../builder.js';
import { encodeGlobalID, rawIdOf } from '../global-id.js';

/** A ceremony's first step: the key to send back, and the WebAuthn options as JSON text (no JSON scalar here). */
export const PasskeyCeremonyRef = builder.objectRef<{ key: string; options: string }>('PasskeyCeremony').implement({
  description:
    'The first step of adding a passkey or signing in with one: give `options` to the browser ' +
    '(@simplewebauthn/browser), then send its answer with `key` within ten minutes.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Names the challenge the server kept; used once.' }),
    options: t.exposeString('options', {
      description: 'The WebAuthn options (PublicKeyCredentialCreationOptionsJSON or ...RequestOptionsJSON), as JSON.',
    }),
  }),
});

export const ceremonyOf = ({ key, options }: { key: string; options: unknown }) => ({
  key,
  options: JSON.stringify(options),
});

const PasskeyDeviceType = builder.enumType('PasskeyDeviceType', {
  values: {
    singleDevice: { description: 'Kept on one device or security key only.' },
    multiDevice: { description: 'Synced between devices by a password manager or an account (iCloud, Google...).' },
  },
});

builder.prismaNode('Passkey', {
  id: { field: 'id' },
  nullable: true,
  description: "One of the viewer's passkeys: its name and dates. Its public key stays on the server.",
  // Only ever reached through the viewer's own list, or node() on one of them, from a browser session.
  authScopes: (passkey, ctx) => isOwnPasskey(passkey, ctx.viewer?.id) && ctx.grant === undefined,
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The member\'s name for it; "Passkey on Chrome on macOS" at first.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was added.' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it last signed in; null: never yet.',
    }),
    backedUp: t.exposeBoolean('backedUp', {
      description: 'Synced (backed up) by a password manager or an account: losing one device does not lose it.',
    }),
    deviceType: t.field({
      type: PasskeyDeviceType,
      resolve: (passkey) => (passkey.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice'),
    }),
  }),
});

builder.prismaObjectField('User', 'passkeys', (t) =>
  t.prismaConnection(
    {
      type: 'Passkey',
      cursor: 'id',
      nullable: true,
      authScopes: { write: 'session' },
      description: "The viewer's passkeys, newest first; null on anyone else. Browser sessions only.",
      resolve: (query, user, _args, ctx) =>
        user.id === ctx.viewer?.id
          ? ctx.services.prisma.passkey.findMany({
              ...query,
              where: passkeysWhere(user.id),
              orderBy: newestPasskeyFirst,
            })
          : null,
    },
    { name: 'UserPasskeysConnection' },
    { name: 'UserPasskeysEdge' },
  ),
);

builder.mutationField('beginPasskeyRegistration', (t) =>
  t.field({
    type: PasskeyCeremonyRef,
    errors: {},
    authScopes: { write: 'session' },
    description: 'Starts adding a passkey: the options for startRegistration. At most 20 passkeys a member.',
    resolve: async (_root, _args, ctx) => ceremonyOf(await beginPasskeyRegistration(ctx.services, ctx.viewer!.id)),
  }),
);

builder.mutationField('finishPasskeyRegistration', (t) =>
  t.prismaField({
    type: 'Passkey',
    errors: {},
    authScopes: { write: 'session' },
    description: "Adds the passkey the browser made (startRegistration's answer) with the key of its options.",
    args: {
      key: t.arg.string({ required: true, description: 'PasskeyCeremony.key of beginPasskeyRegistration.' }),
      response: t.arg.string({
        required: true,
        description: "The browser's answer (RegistrationResponseJSON), as JSON.",
      }),
      name: t.arg.string({ description: 'At most 60 characters; omitted: named after the browser and system.' }),
    },
    resolve: async (query, _root, args, ctx) => {
      const input = { key: args.key, response: args.response, name: args.name ?? undefined };
      const passkey = await finishPasskeyRegistration(ctx.services, ctx.viewer!.id, input, ctx.meta);
      return ctx.services.prisma.passkey.findUniqueOrThrow({ ...query, where: { id: passkey.id } });
    },
  }),
);

builder.mutationField('renamePasskey', (t) =>
  t.prismaField({
    type: 'Passkey',
    errors: {},
    authScopes: { write: 'session' },
    description: "Renames one of the viewer's passkeys (1 to 60 characters); NOT_FOUND for anyone else's.",
    args: { id: t.arg.globalID({ required: true }), name: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const passkey = await renamePasskey(ctx.services, ctx.viewer!.id, rawIdOf(args.id, 'Passkey'), args);
      return ctx.services.prisma.passkey.findUniqueOrThrow({ ...query, where: { id: passkey.id } });
    },
  }),
);

builder.mutationField('removePasskey', (t) =>
  t.field({
    type: 'ID',
    errors: {},
    authScopes: { write: 'session' },
    description: "Removes one of the viewer's passkeys: it signs in no more. Answers the removed id.",
    args: { id: t.arg.globalID({ required: true }) },
    resolve: async (_root, { id }, ctx) =>
      encodeGlobalID('Passkey', await removePasskey(ctx.services, ctx.viewer!.id, rawIdOf(id, 'Passkey'))),
  }),
);
