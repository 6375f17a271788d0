/**
 * Dad jokes: a random one (the composer's helper, like GET /api/dad-joke) and the joke of the day (the
 * dashboard marquee). Public.
 */
import { Prisma } from '../../generated/prisma/client.js';
import { jokeOfTheDayFallback, jokeOfTheDaySql, randomDadJoke } from '../../domain/jokes/jokes.js';
import { builder } from '../builder.js';
import { readTogether } from '../read-batch.js';

builder.queryField('dadJoke', (t) =>
  t.string({
    description: 'A random dad joke from the collection. Public.',
    resolve: (_root, _args, ctx) => randomDadJoke(ctx.services.prisma),
  }),
);

builder.queryField('jokeOfTheDay', (t) =>
  t.string({
    // Nullable like every dashboard widget's field: a failure blanks the marquee, not the page's whole answer.
    nullable: true,
    description: 'The same dad joke for everyone all UTC day; another one the next day. Public.',
    // Read with the page's other reads, in one statement (../read-batch.ts).
    resolve: (_root, _args, ctx) => {
      const now = new Date();
      return readTogether(ctx, {
        key: 'jokeOfTheDay',
        sql: Prisma.sql`SELECT to_json(j.text) FROM (${jokeOfTheDaySql(now)}) j`,
        read: (json) => (typeof json === 'string' ? json : jokeOfTheDayFallback(now)),
      });
    },
  }),
);
