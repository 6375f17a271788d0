/// <reference path="./oidc-provider-types.d.ts" />
/**
 * A real OpenID Connect provider for the single sign-on tests (docs/security.md#single-sign-on): oidc-provider, a
 * certified one, on 127.0.0.1. It knows one client (the app), requires PKCE, and asks every time who is signing in
 * on a small page of its own (a form: the account's id, e-mail, whether the e-mail is verified), which a browser
 * test fills in and `signIn` posts; consent is given by itself, as for a first-party app. Its accounts exist
 * once someone signed in as them.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider, interactionPolicy, type ProviderContext } from 'oidc-provider';

/** An account at the provider, as the sign-in form gives it. */
export interface ProviderAccount {
  sub: string;
  email?: string;
  /** Default true. */
  emailVerified?: boolean;
  preferredUsername?: string;
  givenName?: string;
  familyName?: string;
}

export interface ProviderClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface TestOidcProvider {
  /** http://127.0.0.1:<port> */
  issuer: string;
  /** The app's client (its redirect URI is known once the app listens): replaces the one before. */
  setClient(client: ProviderClient): void;
  /** A browser's visit: from the app's redirect, signed in as `account`, to the app's callback address. */
  signIn(authorizationUrl: string, account: ProviderAccount): Promise<URL>;
  /** The same visit, cancelled at the provider's page: the callback address carries error=access_denied. */
  cancel(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider</title></head>
<body><main><h1>Sign in to the test provider</h1>
<form method="post" action="/interaction/${escapeText(uid)}/login">
<p><label>Account id <input name="login" required></label></p>
<p><label>E-mail <input name="email" type="email"></label></p>
<p><label><input name="email_verified" type="checkbox" value="true" checked> E-mail verified</label></p>
<p><button type="submit">Continue</button>
<button type="submit" formaction="/interaction/${escapeText(uid)}/abort" formnovalidate>Cancel</button></p>
</form></main></body></html>`;
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function buildProvider(issuer: string, client: ProviderClient | undefined, accounts: Map<string, ProviderAccount>) {
  const policy = interactionPolicy.base();
  // Ask who signs in at every authorization, not only the first one of a browser: each test names its account.
  policy
    .get('login')!
    .checks.add(
      new interactionPolicy.Check('every_time', 'The test provider asks every time', (ctx) => !ctx.oidc.result?.login),
    );
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return new Provider(issuer, {
    clients: client
      ? [{ client_id: client.clientId, client_secret: client.clientSecret, redirect_uris: client.redirectUris }]
      : [],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    // Minutes are plenty for a test (and setting them keeps the provider from noting its defaults on every run).
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username', 'given_name', 'family_name'],
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          preferred_username: account.preferredUsername,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
    // Consent is implied, as for a first-party app: the grant covers what the app asks for.
    loadExistingGrant: async (ctx: ProviderContext) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId,
        accountId: ctx.oidc.session?.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
}

/** Starts the provider on 127.0.0.1 (`port`, or a free one). */
export async function startOidcProvider(
  options: { port?: number; client?: ProviderClient } = {},
): Promise<TestOidcProvider> {
  const accounts = new Map<string, ProviderAccount>();
  let provider: Provider | undefined;
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;

  async function interaction(req: IncomingMessage, res: ServerResponse, step: string | undefined) {
    const current = provider!;
    if (req.method === 'GET' && !step) {
      const details = await current.interactionDetails(req, res);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid));
      return;
    }
    if (req.method === 'POST' && step === 'abort') {
      return current.interactionFinished(req, res, { error: 'access_denied', error_description: 'Cancelled' });
    }
    if (req.method !== 'POST' || step !== 'login') return res.writeHead(404).end();
    const form = await formBody(req);
    const sub = form.get('login') ?? '';
    accounts.set(sub, { ...accounts.get(sub), sub, ...accountFields(form) });
    await current.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
  }

  const server: Server = createServer((req, res) => {
    // The interaction (its uid in the address) is the provider's to find, from its own cookie.
    const match = /^\/interaction\/[^/?]+(?:\/(login|abort))?(?:\?|$)/.exec(req.url ?? '');
    if (match) {
      interaction(req, res, match[1]).catch((error: unknown) => {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
      });
      return;
    }
    handle!(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const setClient = (client: ProviderClient | undefined) => {
    provider = buildProvider(issuer, client, accounts);
    handle = provider.callback();
  };
  setClient(options.client);

  return {
    issuer,
    setClient,
    signIn: async (authorizationUrl, account) => {
      accounts.set(account.sub, account);
      return visit(issuer, authorizationUrl, 'login', { login: account.sub, ...formOf(account) });
    },
    cancel: (authorizationUrl) => visit(issuer, authorizationUrl, 'abort', {}),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function accountFields(form: URLSearchParams): Omit<ProviderAccount, 'sub'> {
  const fields: Omit<ProviderAccount, 'sub'> = { emailVerified: form.get('email_verified') === 'true' };
  if (form.get('email')) fields.email = form.get('email')!;
  return fields;
}

function formOf(account: ProviderAccount): Record<string, string> {
  return {
    ...(account.email ? { email: account.email } : {}),
    ...(account.emailVerified === false ? {} : { email_verified: 'true' }),
  };
}

/**
 * Follows a browser through the provider with its own cookies: the authorization address, the sign-in page's
 * form (posted as `step`), and the provider's redirects, until one leads away from the provider (to the app).
 */
async function visit(issuer: string, authorizationUrl: string, step: string, form: Record<string, string>) {
  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  let response = await request(authorizationUrl);
  let location = new URL(response.headers.get('location') ?? '', issuer);
  const uid = /^\/interaction\/([^/]+)$/.exec(location.pathname)?.[1];
  if (!uid) throw new Error(`The provider did not ask who signs in (${response.status} ${location.href})`);
  response = await request(`${issuer}/interaction/${uid}/${step}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  for (let hops = 0; hops < 5; hops++) {
    location = new URL(response.headers.get('location') ?? '', issuer);
    if (location.origin !== new URL(issuer).origin) return location;
    response = await request(location.href);
  }
  throw new Error(`The provider did not send the browser back (${response.status})`);
}
