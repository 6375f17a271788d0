/**
 * Live events between the domain and subscribers (GraphQL subscriptions). In memory by default; the event
 * target can be swapped for a shared one (Redis) so several API processes fan events out to each other.
 */
import { createPubSub, type PubSub, type PubSubEventTarget } from '@graphql-yoga/subscription';

/** Topic -> [key, payload]. Payloads cross process boundaries, so keep them plain JSON. */
export type AppEvents = {
  /** The member's notifications changed (new, read, deleted): their unread count may have moved. */
  notificationsChanged: [userId: string, payload: { at: string }];
};

export type EventBus = PubSub<AppEvents>;
export type EventBusTarget = PubSubEventTarget<AppEvents>;

export function createEventBus(eventTarget?: EventBusTarget): EventBus {
  return createPubSub<AppEvents>(eventTarget ? { eventTarget } : {});
}
