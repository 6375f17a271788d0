/**
 * A group's page, live (docs/live-events.md): each change of its members, roles, bans or posts is published after
 * its commit on the group's key, and `groupChanged` delivers the group as each viewer now sees it.
 */
import type { EventBus } from '../../events/bus.js';

/** Tells the group's live pages (groupChanged) to read it again; after the commit when inside a unit of work. */
export function announceGroupChanged(events: EventBus, groupId: string): void {
  events.publish('groupChanged', groupId, { at: new Date().toISOString() });
}
