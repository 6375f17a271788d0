/**
 * A group's page, live (docs/live-events.md): each change of its members, roles, bans or posts is published after
 * its commit on the group's key, and `groupChanged` delivers the group as each viewer now sees it.
 */
import { topic, type EventBus } from '../../events/bus.js';

/** Groups' topic on the event bus. */
export const groupTopics = {
  /** The group's members, roles, bans or posts changed: its page reads it again (groupChanged). */
  groupChanged: topic<string, { at: string }>('groupChanged'),
};

/** Tells the group's live pages (groupChanged) to read it again; after the commit when inside a unit of work. */
export function announceGroupChanged(events: EventBus, groupId: string): void {
  events.publish(groupTopics.groupChanged, groupId, { at: new Date().toISOString() });
}
