/**
 * A small browser stand-in for tests: keeps cookies between requests, does not follow redirects (tests
 * look at them), and sends JSON or forms.
 */
import { parseSetCookie } from 'cookie';

type Body =
  | { json: unknown }
  | { form: Record<string, string> }
  | { multipart: FormData }
  | { raw: string; type: string };

export class HttpClient {
  readonly cookies = new Map<string, string>();
  /** An access token sent as `Authorization: Bearer` on every request (see bearerClient). */
  bearer: string | undefined;

  /**
   * Each client comes from its own address (sent as X-Forwarded-For; the test app trusts its proxy), so
   * per-address limits such as sign-in throttling do not leak between tests.
   */
  constructor(
    readonly baseUrl: string,
    readonly ipAddress = `198.51.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: string, path: string, body?: Body, headers: Record<string, string> = {}): Promise<Response> {
    const init: RequestInit = { method, redirect: 'manual', headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    h['x-forwarded-for'] ??= this.ipAddress;
    if (this.cookies.size) h.cookie = this.cookieHeader();
    if (this.bearer) h.authorization ??= `Bearer ${this.bearer}`;
    if (body && 'json' in body) {
      h['content-type'] = 'application/json';
      init.body = JSON.stringify(body.json);
    } else if (body && 'form' in body) {
      h['content-type'] = 'application/x-www-form-urlencoded';
      init.body = new URLSearchParams(body.form).toString();
    } else if (body && 'multipart' in body) {
      init.body = body.multipart;
    } else if (body && 'raw' in body) {
      h['content-type'] = body.type;
      init.body = body.raw;
    }
    const response = await fetch(`${this.baseUrl}${path}`, init);
    for (const line of response.headers.getSetCookie()) {
      const { name, value, maxAge } = parseSetCookie(line);
      if (maxAge === 0 || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value ?? '');
    }
    return response;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body?: Body, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }

  patch(path: string, body?: Body, headers?: Record<string, string>) {
    return this.request('PATCH', path, body, headers);
  }

  delete(path: string, headers?: Record<string, string>) {
    return this.request('DELETE', path, undefined, headers);
  }

  /** A GraphQL operation over HTTP with this client's cookies. */
  async graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) {
    const response = await this.post('/graphql', { json: { query, variables } });
    return {
      response,
      body: (await response.json()) as {
        data?: T;
        errors?: { message: string; extensions?: Record<string, unknown> }[];
      },
    };
  }
}
