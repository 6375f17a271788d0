/**
 * `moderationHidden` on everything moderation can hide (docs/moderation.md): null for what everyone sees. Others
 * never receive hidden content at all (the visibility rules leave it out), so a non-null value reaches only its
 * author, who sees their content marked "hidden by moderators" or "hidden until a moderator reviews it".
 */
import type { ContentHidden } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';
import { ContentHiddenEnum } from './enums.js';
import { MessageRef } from './messaging.js';

const description = 'Set when moderation hides it: only its author sees it then. Null for what everyone sees.';

builder.prismaObjectField('Post', 'moderationHidden', (t) =>
  t.expose('hidden', { type: ContentHiddenEnum, nullable: true, description }),
);
builder.prismaObjectField('Comment', 'moderationHidden', (t) =>
  t.expose('hidden', { type: ContentHiddenEnum, nullable: true, description }),
);
builder.prismaObjectField('Group', 'moderationHidden', (t) =>
  t.expose('hidden', { type: ContentHiddenEnum, nullable: true, description }),
);
builder.prismaObjectField('Event', 'moderationHidden', (t) =>
  t.expose('hidden', { type: ContentHiddenEnum, nullable: true, description }),
);
builder.prismaObjectField('Channel', 'moderationHidden', (t) =>
  t.expose('hidden', { type: ContentHiddenEnum, nullable: true, description }),
);
builder.prismaObjectField('Question', 'moderationHidden', (t) =>
  t.expose('hidden', { type: ContentHiddenEnum, nullable: true, description }),
);
builder.prismaObjectField('Answer', 'moderationHidden', (t) =>
  t.expose('hidden', { type: ContentHiddenEnum, nullable: true, description }),
);

builder.objectField(MessageRef, 'moderationHidden', (t) =>
  t.field({
    type: ContentHiddenEnum,
    nullable: true,
    description,
    resolve: (message) => (message as { hidden?: ContentHidden | null }).hidden ?? null,
  }),
);
