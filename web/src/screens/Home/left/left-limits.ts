/** How many items each left-column widget shows. */
export const UPCOMING_EVENTS_SHOWN = 4;
export const GROUPS_SHOWN = 3;
export const FOLLOWED_CHANNELS_SHOWN = 5;
