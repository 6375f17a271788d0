import { builder } from '../builder.js';

builder.scalarType('DateTime', {
  description: 'A moment in time, as an ISO 8601 string in UTC (2026-11-21T09:30:00.000Z).',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(NaN);
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string.');
    return date;
  },
});
