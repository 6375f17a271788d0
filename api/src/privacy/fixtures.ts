/**
 * The values the leak walk gives a field's arguments or a route's parameters, by name and type: the world's
 * ids of the kind an id names, search terms, text. Reads get every row of a kind; writes get the viewer's own
 * rows first (an edit or a deletion needs one) and never a protected row.
 */
import { TEST_PASSWORD } from '../testing/factories.js';
import { hiddenKeys, type SearchTerm } from './leaks.js';
import type { LeakWorld, Viewer } from './world.js';

export type Mode = 'read' | 'write';

/** Words in an argument or path that name a kind of row the schema calls something else. */
const KIND_ALIASES: Record<string, string> = {
  member: 'User',
  members: 'User',
  participant: 'User',
  participant2: 'User',
  receiver: 'User',
  requester: 'User',
  targetUser: 'User',
  user: 'User',
  users: 'User',
  option: 'PollOption',
  // /api/access-tokens/:id
  tokens: 'AccessToken',
  invitation: 'GroupInvitation',
  invitations: 'GroupInvitation',
  photo: 'EventPhoto',
};

const capitalized = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/**
 * The kind of row an id names: from the argument's own name (postId, participantIds), else from where it
 * sits (acceptConnection's id is a Connection; /api/posts/:id a Post), else unknown.
 */
export function kindOf(world: LeakWorld, argName: string, context: string): string | undefined {
  const known = (word: string | undefined) => {
    if (!word) return undefined;
    if (KIND_ALIASES[word]) return KIND_ALIASES[word];
    const singular = capitalized(word.replace(/s$/, ''));
    return world.ids[singular] ? singular : undefined;
  };
  const fromName = known(/^(\w+?)Ids?$/.exec(argName)?.[1]);
  // An invitation is a group's unless the field or path is about events (acceptEventInvitation, /api/events/invitations).
  if (fromName === 'GroupInvitation' && /event/i.test(context)) return 'EventInvitation';
  if (fromName) return fromName;
  const words = context.split(/[^A-Za-z0-9]+|(?=[A-Z])/).filter(Boolean);
  const kinds = words.map((w) => known(w[0]!.toLowerCase() + w.slice(1))).filter(Boolean);
  const kind = kinds.at(-1);
  return kind === 'GroupInvitation' && kinds.includes('Event') ? 'EventInvitation' : kind;
}

/** Raw ids of a kind, in the order the walk tries them. */
export function idsOf(world: LeakWorld, viewer: Viewer, kind: string, mode: Mode): string[] {
  if (kind === 'PollOption') return world.pollOptionIds;
  const all = world.ids[kind] ?? [];
  if (mode === 'read') return all;
  if (kind === 'User') {
    // Writes aimed at a member (requests, blocks) go to B and C before A, whose connection the walk keeps.
    const [a, ...others] = world.subjects;
    return [...others, a!].map((s) => s.user.id).concat(world.hub.user.id);
  }
  const own = viewer.own[kind] ?? [];
  return [...own, ...all.filter((id) => !own.includes(id) && !world.protectedIds.has(id))];
}

/** Searches: subject A's username (found), and every hidden e-mail and location, whole or in part (not found). */
export function searchTerms(world: LeakWorld, viewer: Viewer): SearchTerm[] {
  const terms: SearchTerm[] = [
    { text: world.subjects[0]!.user.username },
    { text: world.moderated.searchWord, moderated: true },
  ];
  for (const subject of world.subjects) {
    const hidden = hiddenKeys(subject, viewer);
    const { email, location } = subject.markers;
    if (hidden.includes('email')) {
      terms.push(
        { text: email, forbidden: subject, hidden: 'email' },
        { text: email.split('@')[0]!, forbidden: subject, hidden: 'email' },
      );
    }
    if (hidden.includes('location')) terms.push({ text: location, forbidden: subject, hidden: 'location' });
  }
  return terms;
}

export const isSearchName = (name: string) => /^(q|query|search|term|keywords?)$/i.test(name);

/** Names whose text the walk fills even where optional: a post, comment or message needs some. */
export const TEXT_NAMES = new Set(['content', 'title', 'name', 'description', 'question']);

/** A plausible text for a named String argument that is not an id or a search. */
export function textFor(viewer: Viewer, name: string): string {
  const named: Record<string, string> = {
    login: viewer.user.email,
    password: TEST_PASSWORD,
    currentPassword: TEST_PASSWORD,
    location: 'Austin, TX',
    email: `walk.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    username: `walk_${Math.random().toString(36).slice(2, 10)}`,
    // An image the viewer uploaded (addEventPhoto takes only those).
    ...(viewer.imageUrl ? { imageUrl: viewer.imageUrl } : {}),
  };
  return named[name] ?? `Privacy walk ${Math.random().toString(36).slice(2, 8)}`;
}
