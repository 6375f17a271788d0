/**
 * Dad jokes: a random one (the composer's helper, like GET /api/dad-joke) and the joke of the day (the
 * dashboard marquee). Public.
 */
import { jokeOfTheDay, randomDadJoke } from '../../domain/jokes/jokes.js';
import { builder } from '../builder.js';

builder.queryField('dadJoke', (t) =>
  t.string({
    description: 'A random dad joke from the collection. Public.',
    resolve: (_root, _args, ctx) => randomDadJoke(ctx.services.prisma),
  }),
);

builder.queryField('jokeOfTheDay', (t) =>
  t.string({
    description: 'The same dad joke for everyone all UTC day; another one the next day. Public.',
    resolve: (_root, _args, ctx) => jokeOfTheDay(ctx.services.prisma),
  }),
);
