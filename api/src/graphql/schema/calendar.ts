/**
 * Calendars over GraphQL: an event's 'Add to calendar' address, the viewer's private feed address, and resetting
 * it (domain/calendar/, as /api/calendar). Reading never writes: a member without a feed yet reads null and
 * makes one with resetCalendarFeed (GET /api/calendar/feed makes it on first use).
 */
import { currentFeedUrl, resetFeedUrl } from '../../domain/calendar/feed-address.js';
import { builder } from '../builder.js';

builder.prismaObjectFields('User', (t) => ({
  calendarFeedUrl: t.string({
    nullable: true,
    description:
      "The viewer's private calendar feed (iCalendar) of the events they attend or host, for Google Calendar, Apple " +
      'Calendar or Thunderbird to subscribe to; anyone with it can read the feed. Null until made ' +
      '(resetCalendarFeed), and for anyone but the viewer.',
    resolve: (user, _args, ctx) => (user.id === ctx.viewer?.id ? currentFeedUrl(ctx.services, user.id) : null),
  }),
}));

builder.prismaObjectFields('Event', (t) => ({
  calendarUrl: t.string({
    description: "'Add to calendar': the event as an .ics file, for a signed-in member who may see it.",
    resolve: (event, _args, ctx) => `${ctx.services.config.publicUrl}/api/events/${event.id}/calendar.ics`,
  }),
}));

const ResetCalendarFeedPayload = builder.objectRef<{ url: string }>('ResetCalendarFeedPayload').implement({
  fields: (t) => ({
    calendarFeedUrl: t.string({ description: 'The new address.', resolve: ({ url }) => url }),
  }),
});

builder.mutationField('resetCalendarFeed', (t) =>
  t.field({
    type: ResetCalendarFeedPayload,
    errors: {},
    authScopes: { write: 'write:events' },
    description:
      "Makes the viewer's calendar feed address: the first one, or a new one, after which the old one answers 404.",
    resolve: async (_root, _args, ctx) => ({ url: await resetFeedUrl(ctx.services, ctx.viewer!.id) }),
  }),
);
