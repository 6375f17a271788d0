import { AppError } from '../errors.js';

/**
 * What a personal access token may do (docs/integrations.md). A token acts as its member, limited to its scopes;
 * a browser session is limited by none of them. Token management itself is never open to a token.
 */

export const TOKEN_SCOPES = [
  'read',
  'write:posts',
  'write:messages',
  'write:groups',
  'write:events',
  'write:channels',
  'write:profile',
] as const;

export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const SCOPE_DESCRIPTIONS: Record<TokenScope, string> = {
  read: 'Read what you can see: feeds, posts, groups, events, channels, messages, members, notifications.',
  'write:posts': 'Post, edit and delete posts; comment; fist bump; vote in polls; ask and answer questions.',
  'write:messages': 'Start conversations and send messages.',
  'write:groups': 'Create, join, leave and run groups; invite to them.',
  'write:events': 'Create and run events; attend; invite; add photos.',
  'write:channels': 'Create, edit and follow channels.',
  'write:profile': 'Edit your profile, privacy and settings; connect with members.',
};

export function isTokenScope(value: string): value is TokenScope {
  return (TOKEN_SCOPES as readonly string[]).includes(value);
}

/**
 * What a write needs, where an operation is not a token's at all: `session` marks calls that only a browser
 * session may make (sign-in, sign-out, token management, account deletion).
 */
export type WriteNeed = Exclude<TokenScope, 'read'> | 'session';

/** The token's grant, as a request carries it. */
export interface TokenGrant {
  id: string;
  scopes: readonly string[];
}

/** True when the caller may do what `need` asks: sessions may do anything, tokens what their scopes allow. */
export function grantAllows(grant: TokenGrant | undefined, need: TokenScope | 'session'): boolean {
  if (!grant) return true;
  if (need === 'session') return false;
  return grant.scopes.includes(need);
}

/** 403 for a token without the scopes a call needs, naming them (both adapters). */
export function missingScopes(required: readonly string[]): AppError {
  const list = required.map((scope) => `\`${scope}\``).join(', ');
  return new AppError(
    'FORBIDDEN',
    `This access token lacks the ${list} scope${required.length > 1 ? 's' : ''}: make a token with ${required.length > 1 ? 'them' : 'it'} on the Developer settings page.`,
    { requiredScopes: [...required] },
  );
}

export const TOKENS_NOT_ALLOWED_MESSAGE = 'Access tokens cannot do this: sign in to Dadhood in a browser.';

/** 403 for a token on a call only a browser session may make (sign-in, token management, account deletion). */
export function sessionOnly(): AppError {
  return new AppError('FORBIDDEN', TOKENS_NOT_ALLOWED_MESSAGE);
}
