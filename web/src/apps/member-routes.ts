/**
 * The member route tables. An incomplete profile (no dad type or
 * location) reaches only onboarding; a complete one every listed path. Anything else is the 404 page.
 */
import HomeScreenQuery from '../__generated__/HomeScreenQuery.graphql';
import { radixOverlays } from '../components/overlay/radix-overlays';
import { profileParamIsUsername } from '../lib/profile-path';
import { browserTimeZone } from '../lib/time-zone';
import { lazyQuery } from '../router/lazy-query';
import type { RouteParams } from '../router/match';
import { route } from '../router/routes';
import { signedInMember } from '../session/signed-in';

// Onboarding opens on the terms dialog: the dialog's Radix code loads with the screen, not after it.
const onboarding = () =>
  Promise.all([import('../screens/Onboarding/OnboardingScreen'), radixOverlays.load()]).then(([screen]) => screen);
const home = () => import('../screens/Home/HomeScreen');
// The query comes with its screen's chunk (a chunk of its own would split Relay's runtime out of the app's).
const postScreen = () => import('../screens/Post/PostScreen');
const postScreenQuery = lazyQuery(() => postScreen().then((screen) => ({ default: screen.postScreenQuery })));
const inbox = () => import('../screens/Inbox/InboxScreen');
const inboxScreenQuery = lazyQuery(() => inbox().then((screen) => ({ default: screen.inboxScreenQuery })));
const profile = () => import('../screens/Profile/ProfileScreen');
const profileScreenQuery = lazyQuery(() => profile().then((screen) => ({ default: screen.profileScreenQuery })));
// /profile/{own id} is the member's own profile, with its editor: the query asks for the viewer instead.
// /profile/{username} (where a mention links) asks for the member by username.
const profileVariables = ({ id }: RouteParams) => {
  const me = signedInMember();
  const own = id === undefined || id === me?.id || id.toLowerCase() === me?.username.toLowerCase();
  const byUsername = !own && id !== undefined && profileParamIsUsername(id);
  return { databaseId: id ?? '', own, byId: !own && !byUsername, byUsername };
};
const people = () => import('./people-screens');
const networking = () => people().then((screens) => ({ default: screens.NetworkingScreen }));
const networkingScreenQuery = lazyQuery(() => people().then((screens) => ({ default: screens.networkingScreenQuery })));
const connections = () => people().then((screens) => ({ default: screens.ConnectionsScreen }));
const connectionsScreenQuery = lazyQuery(() =>
  people().then((screens) => ({ default: screens.connectionsScreenQuery })),
);
const notifications = () => people().then((screens) => ({ default: screens.NotificationsScreen }));
const notificationsScreenQuery = lazyQuery(() =>
  people().then((screens) => ({ default: screens.notificationsScreenQuery })),
);
const groups = () => import('./group-screens');
const groupsScreen = () => groups().then((screens) => ({ default: screens.GroupsScreen }));
const groupsScreenQuery = lazyQuery(() => groups().then((screens) => ({ default: screens.groupsScreenQuery })));
const groupScreen = () => groups().then((screens) => ({ default: screens.GroupScreen }));
const groupScreenQuery = lazyQuery(() => groups().then((screens) => ({ default: screens.groupScreenQuery })));
const events = () => import('./event-screens');
const eventsScreen = () => events().then((screens) => ({ default: screens.EventsScreen }));
const createEventScreen = () => events().then((screens) => ({ default: screens.CreateEventScreen }));
const eventsScreenQuery = lazyQuery(() => events().then((screens) => ({ default: screens.eventsScreenQuery })));
const eventScreen = () => events().then((screens) => ({ default: screens.EventScreen }));
const eventScreenQuery = lazyQuery(() => events().then((screens) => ({ default: screens.eventScreenQuery })));
// The listing's "today" (the time filter) is the member's, not the server's.
const timeZoneVariables = () => ({ timeZone: browserTimeZone() });
const channels = () => import('./channel-screens');
const channelsScreen = () => channels().then((screens) => ({ default: screens.ChannelsScreen }));
const channelsScreenQuery = lazyQuery(() => channels().then((screens) => ({ default: screens.channelsScreenQuery })));
const channelScreen = () => channels().then((screens) => ({ default: screens.ChannelScreen }));
const channelScreenQuery = lazyQuery(() => channels().then((screens) => ({ default: screens.channelScreenQuery })));
const askADad = () => import('../screens/AskADad/AskADadScreen');
const askADadScreenQuery = lazyQuery(() => askADad().then((screen) => ({ default: screen.askADadScreenQuery })));
const developerSettings = () => import('../screens/DeveloperSettings/DeveloperSettingsScreen');
const developerSettingsScreenQuery = lazyQuery(() =>
  developerSettings().then((screen) => ({ default: screen.developerSettingsScreenQuery })),
);
const notificationSettings = () => import('../screens/NotificationSettings/NotificationSettingsScreen');
const notificationSettingsScreenQuery = lazyQuery(() =>
  notificationSettings().then((screen) => ({ default: screen.notificationSettingsScreenQuery })),
);
// A mail's unsubscribe link: no query (it works signed out too, through /api), and for an unfinished profile too.
const unsubscribe = () => import('../screens/Unsubscribe/UnsubscribeScreen');
// Moderators and admins only (everyone else gets the 404 page): its own chunk, never in a member's download.
const moderation = () => import('../moderation/ModerationScreen');
const moderationScreenQuery = lazyQuery(() =>
  moderation().then((screen) => ({ default: screen.moderationScreenQuery })),
);

export const incompleteProfileRoutes = [
  route('/', onboarding),
  route('/onboarding', onboarding),
  route('/unsubscribe', unsubscribe),
];

export const completeProfileRoutes = [
  // The home page's query carries the shell's data too: a member opening it waits for one request.
  route('/', home, { node: HomeScreenQuery, includesShell: true }),
  route('/home', home, { node: HomeScreenQuery, includesShell: true }),
  route('/groups', groupsScreen, { node: groupsScreenQuery }),
  route('/groups/:id', groupScreen, { node: groupScreenQuery, variables: ({ id }) => ({ databaseId: id ?? '' }) }),
  route('/events', eventsScreen, { node: eventsScreenQuery, variables: timeZoneVariables }),
  route('/events/create', createEventScreen, { node: eventsScreenQuery, variables: timeZoneVariables }),
  route('/events/:id', eventScreen, { node: eventScreenQuery, variables: ({ id }) => ({ databaseId: id ?? '' }) }),
  route('/ask-a-dad', askADad, { node: askADadScreenQuery }),
  route('/networking', networking, { node: networkingScreenQuery }),
  route('/connections', connections, { node: connectionsScreenQuery }),
  route('/channels', channelsScreen, { node: channelsScreenQuery }),
  route('/channels/:id', channelScreen, {
    node: channelScreenQuery,
    variables: ({ id }) => ({ databaseId: id ?? '' }),
  }),
  route('/inbox', inbox, { node: inboxScreenQuery }),
  route('/notifications', notifications, { node: notificationsScreenQuery }),
  route('/profile', profile, { node: profileScreenQuery, variables: profileVariables }),
  route('/profile/:id', profile, { node: profileScreenQuery, variables: profileVariables }),
  // Not in the navigation: the permalink that shared posts and search results link to.
  route('/posts/:id', postScreen, { node: postScreenQuery, variables: ({ id }) => ({ databaseId: id ?? '' }) }),
  // Not in the navigation either: personal access tokens, reached from the member's own profile.
  route('/settings/developer', developerSettings, { node: developerSettingsScreenQuery }),
  // Reached from the member's own profile and from /notifications.
  route('/settings/notifications', notificationSettings, { node: notificationSettingsScreenQuery }),
  route('/unsubscribe', unsubscribe),
  // Not in the navigation either: the moderation queue and audit log, from the user menu.
  route('/moderation', moderation, { node: moderationScreenQuery }),
  route('/terms', () => import('../screens/Legal/TermsScreen')),
  route('/privacy', () => import('../screens/Legal/PrivacyScreen')),
  route('/onboarding', onboarding),
];
