/** How many items each right-column widget shows (spec part 1 section 9). */
export const CONNECTIONS_SHOWN = 6;
export const SUGGESTIONS_SHOWN = 2;
export const ACTIVITY_SHOWN = 3;
