/**
 * The Groupfeed lists in the Relay store (GroupfeedList's `Groupfeed_groupfeed`, filter groupId): all groups
 * (groupId null) and one per chip. A new post goes to the top of "All Groups" and of its group's list; a deleted
 * one leaves every list.
 */
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';

export const GROUPFEED_KEY = 'Groupfeed_groupfeed';

export const groupfeedConnectionId = (groupId: string | null) =>
  ConnectionHandler.getConnectionID(ROOT_ID, GROUPFEED_KEY, { groupId });

/** The lists a post in `groupId` belongs to. */
export const groupfeedConnectionsFor = (groupId: string) => [
  groupfeedConnectionId(null),
  groupfeedConnectionId(groupId),
];
