/**
 * Single sign-on's configuration (docs/security.md#single-sign-on): the OpenID Connect providers members may sign
 * in with. `OIDC_PROVIDERS=google,acme` names them; each id has its own four variables, `OIDC_<ID>_ISSUER`,
 * `OIDC_<ID>_CLIENT_ID`, `OIDC_<ID>_CLIENT_SECRET` and `OIDC_<ID>_LABEL`. Read here once, with a clear problem for
 * each missing or malformed value, so a misconfigured provider stops the start rather than a member's sign-in.
 */

export interface SingleSignOnProvider {
  /** Lower case letters and digits: in the provider's addresses (`/api/auth/oidc/<id>`) and in stored links. */
  id: string;
  /** What the button says after "Sign in with". */
  label: string;
  /** The issuer identifier; its discovery document is fetched on first use. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export const PROVIDER_ID_PATTERN = /^[a-z][a-z0-9]{0,31}$/;
/** Ids the routes under /api/auth/oidc/ use for themselves. */
const RESERVED_IDS = new Set(['providers']);
const LABEL_MAX_LENGTH = 40;
/** Loopback addresses: the only hosts a provider may be reached on over plain http (a test or a laptop). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True for an http:// issuer on this machine: the one case its requests may go without TLS. */
export function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

function issuerProblem(value: string): string | undefined {
  if (!URL.canParse(value)) return 'must be an address such as https://accounts.google.com';
  const url = new URL(value);
  if (url.search || url.hash) return 'must have no query or fragment';
  if (url.protocol === 'https:') return undefined;
  if (isLoopbackHttp(value)) return undefined;
  return 'must start with https:// (http:// only for 127.0.0.1 or localhost)';
}

/**
 * The providers the environment configures, and one line per problem (`OIDC_ACME_ISSUER: is missing`). No
 * OIDC_PROVIDERS (or an empty one): no single sign-on, and no button.
 */
export function readSingleSignOn(env: Record<string, string | undefined>): {
  providers: SingleSignOnProvider[];
  problems: string[];
} {
  const ids = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  const problems: string[] = [];
  const providers: SingleSignOnProvider[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    if (!PROVIDER_ID_PATTERN.test(id) || RESERVED_IDS.has(id)) {
      problems.push(`OIDC_PROVIDERS: "${id}" is not a provider id (lower case letters and digits, up to 32)`);
      continue;
    }
    if (seen.has(id)) {
      problems.push(`OIDC_PROVIDERS: "${id}" is named twice`);
      continue;
    }
    seen.add(id);
    const prefix = `OIDC_${id.toUpperCase()}_`;
    const value = (name: string) => {
      const text = env[`${prefix}${name}`]?.trim();
      if (!text) problems.push(`${prefix}${name}: is missing (OIDC_PROVIDERS names ${id})`);
      return text ?? '';
    };
    const [issuer, clientId, clientSecret, label] = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET', 'LABEL'].map(value) as [
      string,
      string,
      string,
      string,
    ];
    const badIssuer = issuer ? issuerProblem(issuer) : undefined;
    if (badIssuer) problems.push(`${prefix}ISSUER: ${badIssuer}`);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a button's words hold no control characters
    if (label.length > LABEL_MAX_LENGTH || /[\u0000-\u001f\u007f]/.test(label)) {
      problems.push(`${prefix}LABEL: must be at most ${LABEL_MAX_LENGTH} characters of plain text`);
    }
    // An issuer is compared exactly with what the provider says it is: keep it as written, trailing slash and all.
    providers.push({ id, label, issuer, clientId, clientSecret });
  }
  return { providers: problems.length ? [] : providers, problems };
}
