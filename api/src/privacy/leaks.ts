/**
 * What the privacy leak test asserts of each answer a viewer gets: no hidden marker anywhere in its text, and
 * every object that stands for a subject has its hidden fields null or absent. The expectations come from the
 * world's settings (world.ts), not from the privacy module under test.
 */
import { encodeGlobalID } from '../graphql/global-id.js';
import { OWN_FIELDS, PRIVATE_FIELDS, type FieldGroup } from './subjects.js';
import type { LeakWorld, Subject, Viewer } from './world.js';

/** A search the walk makes, and what it must or must not find (fixtures.ts makes them). */
export interface SearchTerm {
  text: string;
  /** The subject whose hidden field (`hidden`) the term is: a search by it must not find them. */
  forbidden?: Subject;
  hidden?: 'email' | 'location';
  /** The word every moderated text holds (moderated.ts): a search by it must find none of them. */
  moderated?: true;
}

/** The field keys of `subject` that `viewer` must not get. */
export function hiddenKeys(subject: Subject, viewer: Viewer): string[] {
  const connected = subject.connectedViewers.includes(viewer.name);
  const hiddenGroups = (Object.keys(PRIVATE_FIELDS) as FieldGroup[]).filter(
    (group) => !(connected && subject.shownToConnections.includes(group)),
  );
  return [...hiddenGroups.flatMap((group) => PRIVATE_FIELDS[group]), ...OWN_FIELDS];
}

/** The marker texts `viewer` must never receive, each with what it is. */
export function hiddenMarkers(world: LeakWorld, viewer: Viewer, where = ''): { text: string; what: string }[] {
  return [...(OWN_RECORD.test(where) ? [] : world.moderated.markers), ...subjectMarkers(world, viewer)];
}

/**
 * The member's own data export lists the groups and events they belong to by name, hidden ones too: it is their
 * record (docs/people.md), not a place where others' content is shown. Subjects' private fields still may not
 * appear in it.
 */
const OWN_RECORD = /\/api\/users\/me\/export/;

function subjectMarkers(world: LeakWorld, viewer: Viewer): { text: string; what: string }[] {
  return world.subjects.flatMap((subject) => {
    const hidden = new Set(hiddenKeys(subject, viewer));
    const markers: [string, string][] = [
      ['email', subject.markers.email],
      ['location', subject.markers.location],
      ['kidsGenders', subject.markers.kidsGender],
      ['referralCode', subject.markers.referralCode],
    ];
    return markers
      .filter(([key]) => hidden.has(key))
      .map(([key, text]) => ({ text, what: `${subject.name}'s ${key}` }));
  });
}

/** The subject an object of an answer stands for (by id, global id, databaseId or username), if any. */
export function subjectOf(world: LeakWorld, value: Record<string, unknown>): Subject | undefined {
  return world.subjects.find(
    ({ user }) =>
      value.id === user.id ||
      value.id === encodeGlobalID('User', user.id) ||
      (value.databaseId === user.id && (value.__typename ?? 'User') === 'User') ||
      value.username === user.username,
  );
}

/** Calls `visit` on every object in `value`, with its JSON path. */
export function eachObject(
  value: unknown,
  visit: (object: Record<string, unknown>, path: string) => void,
  path = '$',
): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      eachObject(item, visit, `${path}[${i}]`);
    });
  } else if (value !== null && typeof value === 'object') {
    visit(value as Record<string, unknown>, path);
    for (const [key, item] of Object.entries(value)) eachObject(item, visit, `${path}.${key}`);
  }
}

/** The subjects an answer holds. */
export function subjectsIn(world: LeakWorld, value: unknown): Set<Subject> {
  const found = new Set<Subject>();
  eachObject(value, (object) => {
    const subject = subjectOf(world, object);
    if (subject) found.add(subject);
  });
  return found;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/** What leaked to `viewer` in one answer (its text and, when JSON, its parsed body); empty when nothing did. */
export function leaksIn(world: LeakWorld, viewer: Viewer, text: string, body: unknown, where = ''): string[] {
  const problems: string[] = [];
  const lower = text.toLowerCase();
  for (const marker of hiddenMarkers(world, viewer, where)) {
    const at = lower.indexOf(marker.text.toLowerCase());
    if (at >= 0)
      problems.push(
        `${marker.what} (${marker.text}) appears in the answer: ...${text.slice(Math.max(0, at - 120), at + 60)}...`,
      );
  }
  eachObject(body, (object, path) => {
    const subject = subjectOf(world, object);
    if (!subject) return;
    // A GraphQL User's site role is the member's own too (an /api object's `role` may be a group role).
    const keys = hiddenKeys(subject, viewer);
    for (const key of object.__typename === 'User' ? [...keys, 'role'] : keys) {
      if (!isEmpty(object[key])) problems.push(`${subject.name}'s ${key} is ${JSON.stringify(object[key])} at ${path}`);
    }
  });
  return problems;
}

/** The markers (of any subject) an answer's text holds: what the viewer was shown. */
export function markersIn(world: LeakWorld, text: string): string[] {
  const lower = text.toLowerCase();
  return world.subjects
    .flatMap((s) => Object.values(s.markers))
    .filter((marker) => lower.includes(marker.toLowerCase()));
}

/** What a walk found: leaks, what it could not do, the markers each viewer was shown, how many answers. */
export class LeakLog {
  readonly leaks: string[] = [];
  readonly gaps = new Set<string>();
  readonly seen = new Map<string, Set<string>>();
  calls = 0;

  constructor(protected readonly world: LeakWorld) {}

  /** Judges one answer `viewer` got (`where` names the call) to a request with these search terms, if any. */
  judge(viewer: Viewer, where: string, text: string, body: unknown, searches: SearchTerm[] = []): void {
    this.calls += 1;
    for (const leak of leaksIn(this.world, viewer, text, body, where))
      this.leaks.push(`${where} as the ${viewer.name} viewer: ${leak}`);
    for (const { text: term, forbidden, hidden } of searches) {
      if (forbidden && subjectsIn(this.world, body).has(forbidden)) {
        this.leaks.push(
          `${where} as the ${viewer.name} viewer: a search by ${forbidden.name}'s hidden ${hidden} (${term}) found them`,
        );
      }
    }
    const seen = this.seen.get(viewer.name) ?? new Set<string>();
    for (const marker of markersIn(this.world, text)) seen.add(marker);
    this.seen.set(viewer.name, seen);
  }
}
