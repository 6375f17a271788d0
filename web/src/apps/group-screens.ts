/**
 * Groups & Teams and a group's page, loaded as one chunk: they share the group pieces, and what
 * they share with the home page (the post card, the composer's parts) then leaves its chunk once, not per screen.
 */
export { default as GroupsScreen, groupsScreenQuery } from '../screens/Groups/GroupsScreen';
export { default as GroupScreen, groupScreenQuery } from '../screens/Groups/GroupScreen';
