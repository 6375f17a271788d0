/**
 * What every seeding step shares: the transaction, the clock, the id maker, the PRNG and the members.
 */
import type { DbTx, Prisma } from '../db/prisma.js';
import type { Random } from './random.js';
import type { Uploads } from './uploads.js';

type ItemOf<T> = T extends readonly (infer I)[] ? I : never;

export type DadType = NonNullable<Prisma.UserCreateManyInput['dadType']>;
export type FeedCategory = ItemOf<NonNullable<Prisma.PostCreateManyInput['categories']>>;
export type EventCategory = ItemOf<NonNullable<Prisma.EventCreateManyInput['categories']>>;
export type ChannelCategory = ItemOf<NonNullable<Prisma.ChannelCreateManyInput['categories']>>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Times are relative to the moment of seeding, so "next Saturday's event" is always in the future. */
export class Clock {
  constructor(readonly now: number) {}

  daysAgo(days: number): Date {
    return new Date(Math.round(this.now - days * DAY));
  }

  daysAhead(days: number): Date {
    return new Date(Math.round(this.now + days * DAY));
  }

  hoursAgo(hours: number): Date {
    return new Date(Math.round(this.now - hours * HOUR));
  }

  plusMinutes(at: Date, minutes: number): Date {
    return new Date(at.getTime() + Math.round(minutes * MINUTE));
  }

  /** A random time between two others; without the second, up to an hour before now. */
  between(rng: Random, from: Date, to: Date = this.hoursAgo(1)): Date {
    const start = from.getTime();
    const end = Math.max(start, to.getTime());
    return new Date(Math.round(start + rng.next() * (end - start)));
  }

  /** Calendar-friendly start times: the given day at a whole hour (UTC, but the same in every run). */
  atHour(day: Date, hour: number): Date {
    const d = new Date(day);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  }
}

/**
 * UUIDv7 ids made from the row's own creation time, so "newest first, ties broken by id" agrees with
 * createdAt, as it does for rows the app creates. A counter in the random bits keeps them unique.
 */
export class IdMaker {
  private counter = 0;

  constructor(private readonly rng: Random) {}

  next(at: Date): string {
    const ms = Math.max(0, at.getTime()).toString(16).padStart(12, '0').slice(-12);
    const randA = this.rng.int(0, 0xfff).toString(16).padStart(3, '0');
    const variant = (0x8000 | this.rng.int(0, 0x3fff)).toString(16);
    const tail = (
      this.rng.int(0, 0xffff).toString(16).padStart(4, '0') + (this.counter++).toString(16).padStart(8, '0')
    ).slice(-12);
    return `${ms.slice(0, 8)}-${ms.slice(8)}-7${randA}-${variant}-${tail}`;
  }
}

/** A member as the later steps need them. */
export interface Member {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  /** "City, ST" */
  location: string;
  dadType: DadType;
  interests: string[];
  joinedAt: Date;
  isDemo: boolean;
}

export interface SeedContext {
  tx: DbTx;
  clock: Clock;
  ids: IdMaker;
  uploads: Uploads;
  /** A PRNG for one step (see Random.fork). */
  random(step: string): Random;
  members: Member[];
  demo: Member;
  byUsername(username: string): Member;
}

export function later(a: Date, b: Date): Date {
  return a > b ? a : b;
}

/** Names the two members of a direct chat or connection the way the unique indexes see them. */
export { directKeyOf as pairKey } from '../domain/messaging/rules.js';
