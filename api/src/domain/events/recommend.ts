/**
 * "Recommended for You": upcoming events the viewer may see but neither hosts nor attends, ranked by how well
 * they fit the viewer's location and interests (docs/feeds.md gives the scoring). Full events are left out:
 * they cannot be joined.
 */
import type { DbTx } from '../../db/prisma.js';
import { EventCategory, Prisma } from '../../generated/prisma/client.js';
import { viewerParam, alias } from '../visibility.js';
import { pageSize } from '../paging.js';
import { categoriesInCommonSql } from '../suggestions/interests.js';
import { eventVisible } from './visibility.js';

export const DEFAULT_RECOMMENDED_LIMIT = 4;
export const MAX_RECOMMENDED_LIMIT = 20;

/** Points: an event in the viewer's city, in their state (or region), and per category matching an interest. */
export const CITY_MATCH_POINTS = 2;
export const STATE_MATCH_POINTS = 1;
export const CATEGORY_MATCH_POINTS = 1;

/** Interests are free text (onboarding offers sports, diy, gaming, cooking, outdoors, reading, cars, music, tech). */
const interestSynonyms: Record<string, EventCategory[]> = {
  cooking: ['food'],
  grilling: ['food'],
  bbq: ['food'],
  outdoors: ['camping', 'fitness'],
  hiking: ['camping'],
  fishing: ['camping'],
  reading: ['educational'],
  books: ['educational'],
  education: ['educational'],
  photography: ['photo'],
  running: ['fitness'],
  jokes: ['comedy'],
  career: ['professional'],
  networking: ['professional', 'social'],
};

const eventCategories = new Set<string>(Object.values(EventCategory));

/** The event categories a member's interests point at: an interest naming a category, or a known synonym. */
export function categoriesForInterests(interests: string[]): EventCategory[] {
  const found = new Set<EventCategory>();
  for (const interest of interests) {
    const key = interest.trim().toLowerCase();
    if (eventCategories.has(key)) found.add(key as EventCategory);
    for (const category of interestSynonyms[key] ?? []) found.add(category);
  }
  return [...found];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A case-insensitive whole-words pattern for one part of a location ("Austin" in "Zilker Park, Austin, TX"). */
const wholeWords = (part: string | undefined) =>
  part && part.length >= 2 ? `\\m${escapeRegex(part).replace(/\s+/g, '\\s+')}\\M` : null;

/** "Austin, TX" → city "Austin", state "TX"; "Austin" → city only. */
export function locationParts(location: string | null): { city: string | null; state: string | null } {
  const parts = (location ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return { city: wholeWords(parts[0]), state: parts.length > 1 ? wholeWords(parts[1]) : null };
}

export async function recommendedEventIds(
  db: DbTx,
  viewer: { id: string; location: string | null; interests: string[] },
  limit: unknown,
  now = new Date(),
): Promise<string[]> {
  const take = pageSize(limit, DEFAULT_RECOMMENDED_LIMIT, MAX_RECOMMENDED_LIMIT);
  const { city, state } = locationParts(viewer.location);
  const categories = categoriesForInterests(viewer.interests);
  const e = alias('e');
  const me = viewerParam(viewer.id);
  // A virtual event is as near to everyone, so location earns it nothing; NULL patterns match nothing.
  const rows = await db.$queryRaw<{ id: string }[]>(Prisma.sql`
    SELECT ${e}.id,
      CASE WHEN NOT ${e}."isVirtual" AND ${e}.location ~* ${city}::text THEN ${CITY_MATCH_POINTS} ELSE 0 END
      + CASE WHEN NOT ${e}."isVirtual" AND ${e}.location ~* ${state}::text THEN ${STATE_MATCH_POINTS} ELSE 0 END
      + ${CATEGORY_MATCH_POINTS} * ${categoriesInCommonSql(Prisma.sql`${e}.categories`, categories)} AS score
    FROM "Event" ${e}
    WHERE ${e}."startDate" >= ${now}
      AND ${e}."creatorId" <> ${me}
      AND NOT EXISTS (SELECT 1 FROM "EventAttendee" a WHERE a."eventId" = ${e}.id AND a."userId" = ${me})
      AND (${e}."maxAttendees" IS NULL
           OR (SELECT count(*) FROM "EventAttendee" a WHERE a."eventId" = ${e}.id AND a.status = 'attending') < ${e}."maxAttendees")
      AND ${eventVisible(viewer.id, e)}
    ORDER BY score DESC, ${e}."startDate" ASC, ${e}.id ASC
    LIMIT ${take}`);
  return rows.map((r) => r.id);
}
