/**
 * A subscription field's source: what `eventStream` delivers of one topic for one key, handed over once it
 * listens (with Redis, once SUBSCRIBE is confirmed), so no event published after `subscribe` returns is missed.
 */
import type { Topic } from '../events/bus.js';
import { eventStream } from '../events/event-stream.js';
import type { GraphQLContext } from './context.js';

export async function listenTo<Key extends string, Payload, Out>(
  ctx: GraphQLContext,
  topic: Topic<Key, Payload>,
  key: NoInfer<Key>,
  map: (payload: Payload) => Out | undefined,
): Promise<AsyncIterableIterator<Out>> {
  const stream = eventStream(ctx.services.events, topic, key, map);
  await stream.ready;
  return stream;
}
