/**
 * What a username is: 3 to 20 letters, digits and underscores. No imports, so the mention parser (and through it
 * the web app's bundle) reads this very rule.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;
