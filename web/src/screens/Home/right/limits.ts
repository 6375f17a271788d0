/** How many items each right-column widget shows. */
export const CONNECTIONS_SHOWN = 6;
export const SUGGESTIONS_SHOWN = 2;
export const ACTIVITY_SHOWN = 3;
