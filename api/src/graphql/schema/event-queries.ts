/**
 * Reading events: one event by id (the event page), the /events listing's tabs with their filters, and an event's
 * discussion. A missing, malformed or hidden event is null; the discussion is for the host and attendees.
 */
import { queryFromInfo } from '@pothos/plugin-prisma';
import type DataLoader from 'dataloader';
import { eventPostsInput, eventPostsOf } from '../../domain/events/event-posts.js';
import { countEventList, eventListPage, type EventListInput } from '../../domain/events/list-events.js';
import { eventContentVisible } from '../../domain/events/visibility.js';
import { inOrder } from '../../domain/search/search.js';
import { isDatabaseId, parseInput } from '../../domain/validation.js';
import { createVisibilityLoader } from '../../domain/visibility.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { pageConnection, requireForward } from '../page-connection.js';
import { EventCategoryEnum, EventRef } from './event.js';
import { feedConnection, nodeRowsAsked, PostRef } from './post.js';

const EventListTabEnum = builder.enumType('EventListTab', {
  description:
    'MINE: events the viewer hosts, attends or waits for. INVITED: pending invitations. EXPLORE: every event they may see.',
  values: { MINE: { value: 'mine' }, INVITED: { value: 'invited' }, EXPLORE: { value: 'explore' } } as const,
});
const EventTimeFilterEnum = builder.enumType('EventTimeFilter', {
  description:
    "By time status (Event.timeStatus) in the caller's `timeZone`: starting today, on a later day, on an earlier day.",
  values: {
    ALL: { value: 'all' },
    UPCOMING: { value: 'upcoming' },
    TODAY: { value: 'today' },
    PAST: { value: 'past' },
  } as const,
});
const EventVisibilityFilterEnum = builder.enumType('EventVisibilityFilter', {
  values: { ALL: { value: 'all' }, PUBLIC: { value: 'public' }, PRIVATE: { value: 'private' } } as const,
});
const EventTypeFilterEnum = builder.enumType('EventTypeFilter', {
  values: { ALL: { value: 'all' }, IN_PERSON: { value: 'in-person' }, VIRTUAL: { value: 'virtual' } } as const,
});

builder.queryField('event', (t) =>
  t.prismaField({
    type: 'Event',
    nullable: true,
    authScopes: { member: true },
    description:
      'An event by its database id; null when it is missing, the id malformed, or the event hidden from the viewer.',
    args: { databaseId: t.arg.string({ required: true }) },
    resolve: async (query, _root, { databaseId }, ctx) => {
      if (!isDatabaseId(databaseId)) return null;
      const id = databaseId.toLowerCase();
      if (!(await ctx.visibility.events.load(id))) return null;
      return ctx.services.prisma.event.findUnique({ ...query, where: { id } });
    },
  }),
);

builder.queryField('events', (t) =>
  t.connection(
    {
      type: EventRef,
      authScopes: { member: true },
      description:
        'The /events listing: from today on soonest first, then past events most recent first. `search` looks in ' +
        "titles, descriptions and locations; `timeZone` (IANA, default UTC) sets the viewer's today. `first` at most " +
        '100 (default 20); pages go forward.',
      args: {
        tab: t.arg({ type: EventListTabEnum, defaultValue: 'explore' }),
        search: t.arg.string(),
        category: t.arg({ type: EventCategoryEnum }),
        time: t.arg({ type: EventTimeFilterEnum, defaultValue: 'all' }),
        visibility: t.arg({ type: EventVisibilityFilterEnum, defaultValue: 'all' }),
        type: t.arg({ type: EventTypeFilterEnum, defaultValue: 'all' }),
        timeZone: t.arg.string(),
      },
      resolve: async (_root, args, ctx, info) => {
        requireForward(args, 'The events list');
        const filters: EventListInput = {
          tab: args.tab ?? undefined,
          search: args.search ?? undefined,
          category: args.category ?? undefined,
          time: args.time ?? undefined,
          visibility: args.visibility ?? undefined,
          type: args.type ?? undefined,
          timeZone: args.timeZone ?? undefined,
        };
        const { prisma } = ctx.services;
        const page = await eventListPage(prisma, ctx.viewer!.id, {
          ...filters,
          limit: args.first ?? 20,
          cursor: args.after ?? undefined,
        });
        const query = queryFromInfo({ context: ctx, info, typeName: 'Event', path: ['edges', 'node'] });
        const rows = page.ids.length ? await prisma.event.findMany({ ...query, where: { id: { in: page.ids } } }) : [];
        // The list's conditions hold the visibility rules: the node checks need not ask again.
        for (const id of page.ids) ctx.visibility.events.prime(id, true);
        return {
          ...pageConnection(
            inOrder(page.ids, rows),
            (_event, i) => page.cursors[i]!,
            page.nextCursor !== null,
            args.after,
          ),
          totalCount: () => countEventList(prisma, ctx.viewer!.id, filters),
        };
      },
    },
    {
      name: 'EventConnection',
      fields: (c) => ({
        totalCount: c.int({
          description: 'How many events the tab holds with these filters (the tab counts).',
          resolve: (connection) => connection.totalCount(),
        }),
      }),
    },
    { name: 'EventEdge' },
  ),
);

/** Per request: may the viewer read these events' discussions (their host, or attending)? */
const contentLoaders = new WeakMap<GraphQLContext, DataLoader<string, boolean>>();
export function eventContentLoader(ctx: GraphQLContext): DataLoader<string, boolean> {
  let loader = contentLoaders.get(ctx);
  if (!loader) {
    loader = createVisibilityLoader(ctx.services.prisma, 'Event', eventContentVisible, ctx.viewer?.id ?? null);
    contentLoaders.set(ctx, loader);
  }
  return loader;
}
export const forgetEventContent = (ctx: GraphQLContext) => contentLoaders.delete(ctx);

builder.prismaObjectField('Event', 'posts', (t) =>
  t.connection(
    {
      type: PostRef,
      nullable: true,
      description:
        "The event's discussion, newest first, paged like the Groupfeed (`first` at most 50, forward only); null unless " +
        'the viewer hosts or attends the event.',
      resolve: async (event, args, ctx, info) => {
        requireForward(args, "An event's posts");
        const input = parseInput(eventPostsInput, { limit: args.first ?? undefined, cursor: args.after ?? undefined });
        if (!ctx.viewer || !(await eventContentLoader(ctx).load(event.id))) return null;
        return feedConnection(
          ctx,
          await eventPostsOf(ctx.services.prisma, ctx.viewer.id, event.id, { ...input, nodeRows: nodeRowsAsked(info) }),
          args.after,
        );
      },
    },
    { name: 'EventPostsConnection' },
    { name: 'EventPostsEdge' },
  ),
);
