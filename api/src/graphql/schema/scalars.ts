import { badInput } from '../../domain/errors.js';
import { builder } from '../builder.js';

/** ISO 8601 with a four-digit year: what PostgreSQL's timestamptz holds (it has no year 0) and JSON carries. */
const ISO_DATE = /^(?!0000)\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

builder.scalarType('DateTime', {
  description: 'A moment in time, as an ISO 8601 string in UTC (2026-11-21T09:30:00.000Z).',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' && ISO_DATE.test(value.trim()) ? new Date(value.trim()) : new Date(NaN);
    if (Number.isNaN(date.getTime())) {
      // An AppError, so the caller sees BAD_USER_INPUT rather than a masked error.
      throw badInput(
        'DateTime must be an ISO 8601 string such as 2026-11-21T09:30:00Z, with a year from 0001 to 9999.',
      );
    }
    return date;
  },
});
