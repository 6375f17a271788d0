/**
 * Events and an event's page, loaded as one chunk: they share the event pieces (src/events/), and what
 * they share with the home page (the post card, the event facts) then leaves its chunk once, not per screen.
 */
export { default as EventsScreen, CreateEventScreen, eventsScreenQuery } from '../screens/Events/EventsScreen';
export { default as EventScreen, eventScreenQuery } from '../screens/Event/EventScreen';
