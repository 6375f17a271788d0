/**
 * `User.storageUsed`: what the member's uploads take (domain/uploads/storage.ts), to the member themself and to an
 * admin helping them (account help, as the sign-in history); null for anyone else. One statement for every
 * member of the request.
 */
import { maySeeAccountDetailsOf } from '../../domain/moderation/account-help.js';
import { storageUse, type StorageUse } from '../../domain/uploads/storage.js';
import { builder } from '../builder.js';
import { perRequestRows } from '../per-request.js';

const StorageUseRef = builder.objectRef<StorageUse>('StorageUse').implement({
  description: "What a member's uploads take: their pictures, attachments, and group, event and channel images.",
  fields: (t) => ({
    bytes: t.float({ description: 'Bytes stored.', resolve: (use) => use.bytes }),
    files: t.int({ description: 'Files stored.', resolve: (use) => use.files }),
  }),
});

const storageOf = perRequestRows(
  (ctx, userIds) => storageUse(ctx.services.prisma, userIds),
  (use) => use.userId,
);

builder.prismaObjectFields('User', (t) => ({
  storageUsed: t.field({
    type: StorageUseRef,
    nullable: true,
    authScopes: { write: 'session' },
    description:
      "What the member's uploads take: the viewer's own, and any member's to an admin (account help); null for " +
      'anyone else. Uploads nothing shows are removed a day after they were stored. Browser sessions only.',
    resolve: (user, _args, ctx) =>
      maySeeAccountDetailsOf(ctx.viewer, user.id, ctx.services.config) ? storageOf(ctx).load(user.id) : null,
  }),
}));
