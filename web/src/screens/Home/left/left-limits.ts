/** How many items each left-column widget shows (spec part 1 section 9). */
export const UPCOMING_EVENTS_SHOWN = 4;
export const GROUPS_SHOWN = 3;
export const FOLLOWED_CHANNELS_SHOWN = 5;
