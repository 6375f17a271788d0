/**
 * Expected failures as data: mutations return `AppError` (with a stable `code`) in their result union. In
 * queries the same failures arrive in `errors[]` with `extensions.code` (see ../errors.ts).
 */
import { AppError, errorCodes, type ErrorCode, type FieldError } from '../../domain/errors.js';
import { builder } from '../builder.js';

const ErrorCodeEnum = builder.enumType('ErrorCode', {
  description: 'Stable codes for expected failures; the HTTP status /api would answer is in brackets.',
  values: Object.fromEntries(
    Object.entries(errorCodes).map(([code, status]) => [
      code,
      { value: code as ErrorCode, description: `[${status}]` },
    ]),
  ) as unknown as Record<ErrorCode, { value: ErrorCode }>,
});

const FieldErrorRef = builder.objectRef<FieldError>('FieldError').implement({
  description: 'What is wrong with one input field.',
  fields: (t) => ({
    field: t.exposeString('field'),
    message: t.exposeString('message'),
  }),
});

builder.objectType(AppError, {
  name: 'AppError',
  description: 'An expected failure: bad input, not signed in, not allowed, not found, a conflict, too many tries.',
  fields: (t) => ({
    message: t.exposeString('message'),
    code: t.field({ type: ErrorCodeEnum, resolve: (error) => error.code }),
    fieldErrors: t.field({ type: [FieldErrorRef], resolve: (error) => error.extra.fieldErrors ?? [] }),
    retryAfterSeconds: t.int({ nullable: true, resolve: (error) => error.extra.retryAfterSeconds ?? null }),
  }),
});
