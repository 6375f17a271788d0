/**
 * Failures a member or an integrator can cause (and SERVICE_UNAVAILABLE, a passing outage worth retrying),
 * with a stable code and the HTTP status both adapters use. Anything else that goes wrong is unexpected: it is
 * logged with the request id and masked.
 */

export const errorCodes = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** The database (or another part we need) cannot be reached right now: retry after `retryAfterSeconds`. */
  SERVICE_UNAVAILABLE: 503,
  // Refusals a client reacts to in its own way get a code of their own, so that it never has to read the wording.
  /** Another group or team has that name (ignoring case). */
  GROUP_NAME_TAKEN: 409,
  /** Joining a group the member already belongs to. */
  ALREADY_MEMBER: 409,
  /** The image's content is not allowed (the adult-image moderation refused it). */
  IMAGE_BLOCKED: 400,
  /** A mailed link (password reset, e-mail verification) that expired, was used, or was replaced by a newer one. */
  LINK_INVALID: 400,
  /** The member must verify their e-mail address first (invitations, messages to strangers). */
  EMAIL_NOT_VERIFIED: 403,
  /** A moderator or admin without a second factor, where REQUIRE_2FA_FOR_STAFF asks for one. */
  TWO_FACTOR_REQUIRED: 403,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export interface FieldError {
  /** The input field at fault, as the caller named it (`email`, `password`, ...). */
  field: string;
  message: string;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      fieldErrors?: FieldError[];
      retryAfterSeconds?: number;
      /** FORBIDDEN to an access token: the scopes the call needs that the token lacks. */
      requiredScopes?: string[];
    } = {},
  ) {
    super(message);
    this.status = errorCodes[code];
  }

  /**
   * Read by graphql-js when it wraps the error, so GraphQL callers get `extensions.code` (and the details)
   * without the adapter translating each error.
   */
  get extensions(): Record<string, unknown> {
    return {
      code: this.code,
      ...(this.extra.fieldErrors ? { fieldErrors: this.extra.fieldErrors } : {}),
      ...(this.extra.retryAfterSeconds ? { retryAfterSeconds: this.extra.retryAfterSeconds } : {}),
      ...(this.extra.requiredScopes ? { requiredScopes: this.extra.requiredScopes } : {}),
    };
  }
}

export const badInput = (message: string, fieldErrors?: FieldError[]) =>
  new AppError('BAD_USER_INPUT', message, fieldErrors ? { fieldErrors } : {});
export const unauthenticated = (message = 'Unauthorized') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('FORBIDDEN', message);
export const notFound = (what = 'That') => new AppError('NOT_FOUND', `${what} was not found.`);
export const conflict = (message: string, fieldErrors?: FieldError[]) =>
  new AppError('CONFLICT', message, fieldErrors ? { fieldErrors } : {});
export const payloadTooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });

export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new AppError('SERVICE_UNAVAILABLE', message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
