/** A non-ok /api answer, raised as '{status}: {body text}'. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
  }

  /** The server's `message` when the body is JSON, else the body text. */
  get serverMessage(): string {
    const { message } = this.body();
    return typeof message === 'string' ? message : this.bodyText;
  }

  /** The server's error `code` (the same as GraphQL's `extensions.code`), to branch on; undefined without one. */
  get code(): string | undefined {
    const { code } = this.body();
    return typeof code === 'string' ? code : undefined;
  }

  private body(): { message?: unknown; code?: unknown } {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      return parsed !== null && typeof parsed === 'object' ? parsed : {};
    } catch {
      return {}; // not JSON
    }
  }
}
