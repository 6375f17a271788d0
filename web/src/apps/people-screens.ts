/**
 * Dad Network, My Connections and All Notifications, loaded as one chunk. They share the dad card
 * pieces, and what they share with the home page then leaves its chunk as one common chunk instead of several
 * (each costing the home page a request and its gzip overhead: docs/web.md).
 */
export { default as NetworkingScreen, networkingScreenQuery } from '../screens/Networking/NetworkingScreen';
export { default as ConnectionsScreen, connectionsScreenQuery } from '../screens/Connections/ConnectionsScreen';
export { default as NotificationsScreen, notificationsScreenQuery } from '../screens/Notifications/NotificationsScreen';
