/**
 * A community for the search benchmark, straight in SQL (generate_series), on PostgreSQL or PGlite alike:
 * 10,000 members with varied names, cities, bios and interests; 100,000 posts, 2,000 groups, 5,000 events,
 * 1,000 channels and 10,000 Ask a Dad questions, their texts drawn from lists of everyday dad topics, so that a
 * word like "dad" matches much of it (as it would here) and a name matches a few.
 */
import { pick } from './bench-db.mjs';

export const SEARCH_COMMUNITY = {
  members: 10_000,
  posts: 100_000,
  groups: 2_000,
  events: 5_000,
  channels: 1_000,
  questions: 10_000,
};
export const SEARCH_VIEWER_EMAIL = 'search1@example.com';

/** Runs one statement with its parameters (a pg client's or PGlite's `query`). */
export type Run = (sql: string, params?: unknown[]) => Promise<unknown>;

const FIRST = [
  'Michael',
  'James',
  'John',
  'Robert',
  'David',
  'William',
  'Richard',
  'Joseph',
  'Thomas',
  'Christopher',
  'Daniel',
  'Matthew',
  'Anthony',
  'Mark',
  'Steven',
  'Paul',
  'Andrew',
  'Joshua',
  'Kevin',
  'Brian',
  'George',
  'Timothy',
  'Ryan',
  'Jacob',
  'Nicholas',
  'Eric',
  'Jonathan',
  'Samuel',
  'Patrick',
  'Noah',
  'Ethan',
  'Oliver',
  'Liam',
  'Mateo',
  'Omar',
  'Hiroshi',
  'Wei',
  'Arjun',
  'Kwame',
  'Lars',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Taylor',
  'Moore',
  'Jackson',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'King',
  'Wright',
  'Nguyen',
  'Hill',
  'Green',
  'Adams',
  'Baker',
  'Kowalski',
  'Okafor',
  'Tanaka',
  'Schmidt',
  'Haddad',
  'Singh',
  'Kim',
  'Chen',
  'Murphy',
];
const CITIES = [
  'Austin, TX',
  'Portland, OR',
  'Denver, CO',
  'Seattle, WA',
  'Chicago, IL',
  'Boston, MA',
  'Atlanta, GA',
  'Phoenix, AZ',
  'San Diego, CA',
  'Nashville, TN',
  'Columbus, OH',
  'Raleigh, NC',
  'Minneapolis, MN',
  'Detroit, MI',
  'Miami, FL',
  'Boise, ID',
  'Richmond, VA',
  'Madison, WI',
  'Tampa, FL',
  'Pittsburgh, PA',
];
const INTERESTS = [
  'Sports',
  'Parenting',
  'Career',
  'Finance',
  'Technology',
  'Cooking',
  'DIY',
  'Gaming',
  'Fitness',
  'Reading',
  'Music',
  'Travel',
  'Photography',
  'Cars',
  'Woodworking',
  'Food',
];
const OPENINGS = [
  'Dad life:',
  'Weekend update:',
  'Question for the dads:',
  'Proud dad moment:',
  'Quick tip:',
  'Rainy day:',
  'Dad joke of the day:',
  'Family news:',
  'Garage report:',
  'Grill report:',
  'School run:',
  'Bedtime:',
];
const TOPICS = [
  'grilling burgers with the kids',
  'teaching my daughter to ride a bike',
  'fixing the fence with my son',
  'the long drive to grandma',
  'sleep training the baby',
  'coaching the soccer team',
  'camping at the lake',
  'building a birdhouse',
  'homework and long division',
  'saving for college',
  'changing the oil myself',
  'a backyard movie night',
  'first day of school nerves',
  'pancakes every Sunday',
  'the science fair volcano',
  'learning to smoke a brisket',
  'the family road trip playlist',
  'a treehouse that took all summer',
];
const ENDINGS = [
  'Any tips?',
  'Worth it.',
  'Never again.',
  'Ten out of ten.',
  'Send coffee.',
  'What would you do?',
  'The kids loved it.',
  'My wife laughed.',
  'Still recovering.',
  'Dads, you know.',
];
const GROUP_KINDS = [
  'Grill Dads',
  'Running Dads',
  'New Dads',
  'Stay-at-home Dads',
  'Single Dads',
  'Gaming Dads',
  'Woodworking Club',
  'Soccer Parents',
  'Book Club',
  'Weekend Warriors',
  'Camping Crew',
  'Car Guys',
];
const EVENT_KINDS = [
  'Dads and kids BBQ',
  'Father-son fishing trip',
  'Park playdate',
  'Pickup basketball',
  'Board game night',
  'Trail run',
  'Car show meetup',
  'Family camping weekend',
  'Brewery meetup',
  'Science museum day',
];
const QUESTION_TITLES = [
  'How do you handle bedtime battles?',
  'Best first car for a teenager?',
  'How much allowance do you give?',
  'Screen time rules that work?',
  'How do I teach my kid to swim?',
  'Tips for a new dad on no sleep?',
  'What grill should I buy?',
  'How do you split chores with your partner?',
  'Is a minivan worth it?',
  'How do you talk to kids about money?',
];

export async function seedSearchCommunity(run: Run, passwordHash: string): Promise<void> {
  const size = SEARCH_COMMUNITY;
  const first = pick('$1', FIRST.length, 7);
  const last = pick('$2', LAST.length, 13);
  await run(
    `INSERT INTO "User" (id, email, username, "passwordHash", "firstName", "lastName", "dadType", location, bio, interests,
                         "joinedAt", "createdAt", "updatedAt")
     SELECT gen_random_uuid(),
            CASE WHEN n = 1 THEN '${SEARCH_VIEWER_EMAIL}' ELSE lower(${first}) || '.' || lower(${last}) || n || '@example.com' END,
            lower(${first}) || '_' || lower(${last}) || '_' || n, $5, ${first}, ${last}, 'experienced', ${pick('$3', CITIES.length, 11)},
            'Dad of ' || (1 + n % 4) || ' who spends weekends on ' || lower(${pick('$4', INTERESTS.length, 5)}) || ' and '
              || lower(${pick('$4', INTERESTS.length, 3)}) || '.',
            ARRAY[${pick('$4', INTERESTS.length, 1)}, ${pick('$4', INTERESTS.length, 7)}],
            now() - interval '90 days', now() - n * interval '1 minute', now()
     FROM generate_series(1, $6::int) AS n`,
    [FIRST, LAST, CITIES, INTERESTS, passwordHash, size.members],
  );
  await run(
    `CREATE TEMP TABLE bench_member AS SELECT id, row_number() OVER (ORDER BY "createdAt" DESC, id) - 1 AS idx FROM "User"`,
  );
  await run(`CREATE UNIQUE INDEX ON bench_member (idx)`);
  await run(
    `INSERT INTO "Channel" (id, name, description, "creatorId", "updatedAt")
     SELECT gen_random_uuid(), ${pick('$1', GROUP_KINDS.length, 5, 'k')} || ' channel ' || k,
            'Tips on ' || ${pick('$2', TOPICS.length, 7, 'k')} || ' from a dad who has done it', m.id, now()
     FROM generate_series(1, $3::int) AS k JOIN bench_member m ON m.idx = (k * 97) % $4::int`,
    [GROUP_KINDS, TOPICS, size.channels, size.members],
  );
  await run(
    `INSERT INTO "Post" (id, "authorId", content, hashtags, "createdAt", "updatedAt")
     SELECT gen_random_uuid(), m.id,
            ${pick('$1', OPENINGS.length, 1)} || ' ' || ${pick('$2', TOPICS.length, 7)} || '. ' || ${pick('$3', ENDINGS.length, 3)},
            ARRAY[lower(replace(${pick('$4', INTERESTS.length, 11)}, ' ', ''))], now() - n * interval '5 minutes', now()
     FROM generate_series(1, $5::int) AS n JOIN bench_member m ON m.idx = (n * 31) % $6::int`,
    [OPENINGS, TOPICS, ENDINGS, INTERESTS, size.posts, size.members],
  );
  await run(
    `INSERT INTO "Group" (id, name, description, "creatorId", "isPublic", hashtags, "createdAt", "updatedAt")
     SELECT gen_random_uuid(), ${pick('$1', GROUP_KINDS.length, 1, 'k')} || ' of ' || split_part(${pick('$2', CITIES.length, 3, 'k')}, ',', 1) || ' ' || k,
            'We meet for ' || ${pick('$3', TOPICS.length, 5, 'k')} || ' and more.', m.id, k % 10 <> 0,
            ARRAY['dads'], now() - k * interval '1 hour', now()
     FROM generate_series(1, $4::int) AS k JOIN bench_member m ON m.idx = (k * 53) % $5::int`,
    [GROUP_KINDS, CITIES, TOPICS, size.groups, size.members],
  );
  await run(`INSERT INTO "GroupMember" ("groupId", "userId", role) SELECT id, "creatorId", 'creator' FROM "Group"`);
  await run(
    `INSERT INTO "Event" (id, title, description, location, "startDate", "creatorId", "isPublic", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), ${pick('$1', EVENT_KINDS.length, 1, 'k')} || ' ' || k,
            'Bring the kids: ' || ${pick('$2', TOPICS.length, 3, 'k')} || '.', ${pick('$3', CITIES.length, 7, 'k')},
            now() + (k % 200 - 100) * interval '1 day', m.id, k % 8 <> 0, now() - k * interval '1 hour', now()
     FROM generate_series(1, $4::int) AS k JOIN bench_member m ON m.idx = (k * 71) % $5::int`,
    [EVENT_KINDS, TOPICS, CITIES, size.events, size.members],
  );
  await run(
    `INSERT INTO "Question" (id, "authorId", title, content, "createdAt", "updatedAt")
     SELECT gen_random_uuid(), m.id, ${pick('$1', QUESTION_TITLES.length, 1, 'k')},
            'Our family is trying ' || ${pick('$2', TOPICS.length, 5, 'k')} || '. ' || ${pick('$3', ENDINGS.length, 7, 'k')},
            now() - k * interval '30 minutes', now()
     FROM generate_series(1, $4::int) AS k JOIN bench_member m ON m.idx = (k * 89) % $5::int`,
    [QUESTION_TITLES, TOPICS, ENDINGS, size.questions, size.members],
  );
  await run('DROP TABLE bench_member');
}
