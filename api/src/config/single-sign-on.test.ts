import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { isLoopbackHttp, readSingleSignOn } from './single-sign-on.js';

const acme = {
  OIDC_ACME_ISSUER: 'https://login.acme.example',
  OIDC_ACME_CLIENT_ID: 'dadhood',
  OIDC_ACME_CLIENT_SECRET: 's3cret',
  OIDC_ACME_LABEL: 'Acme',
};

describe('single sign-on configuration', () => {
  it('is off without OIDC_PROVIDERS', () => {
    expect(loadConfig({}).singleSignOnProviders).toEqual([]);
    expect(readSingleSignOn({ OIDC_PROVIDERS: ' , ' })).toEqual({ providers: [], problems: [] });
  });

  it('reads each named provider, its id lower-cased', () => {
    const config = loadConfig({ OIDC_PROVIDERS: ' Acme ', ...acme });
    expect(config.singleSignOnProviders).toEqual([
      { id: 'acme', label: 'Acme', issuer: 'https://login.acme.example', clientId: 'dadhood', clientSecret: 's3cret' },
    ]);
  });

  it('stops the start with one clear line per missing or malformed value', () => {
    const env = {
      OIDC_PROVIDERS: 'acme,globex,acme,bad-id,providers',
      ...acme,
      OIDC_GLOBEX_ISSUER: 'http://login.globex.example',
      OIDC_GLOBEX_LABEL: 'x'.repeat(41),
    };
    expect(readSingleSignOn(env).problems).toEqual([
      'OIDC_GLOBEX_CLIENT_ID: is missing (OIDC_PROVIDERS names globex)',
      'OIDC_GLOBEX_CLIENT_SECRET: is missing (OIDC_PROVIDERS names globex)',
      'OIDC_GLOBEX_ISSUER: must start with https:// (http:// only for 127.0.0.1 or localhost)',
      'OIDC_GLOBEX_LABEL: must be at most 40 characters of plain text',
      'OIDC_PROVIDERS: "acme" is named twice',
      'OIDC_PROVIDERS: "bad-id" is not a provider id (lower case letters and digits, up to 32)',
      'OIDC_PROVIDERS: "providers" is not a provider id (lower case letters and digits, up to 32)',
    ]);
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig({ OIDC_PROVIDERS: 'acme' })).toThrow(
      /Invalid configuration:\n {2}OIDC_ACME_ISSUER: is missing \(OIDC_PROVIDERS names acme\)\n/,
    );
  });

  it('allows plain http for a provider on this machine only', () => {
    expect(isLoopbackHttp('http://127.0.0.1:4000')).toBe(true);
    expect(isLoopbackHttp('http://localhost:4000/realms/dads')).toBe(true);
    expect(isLoopbackHttp('https://127.0.0.1')).toBe(false);
    expect(isLoopbackHttp('http://127.0.0.1.example')).toBe(false);
    const local = { ...acme, OIDC_ACME_ISSUER: 'http://localhost:8080/realms/dads' };
    expect(readSingleSignOn({ OIDC_PROVIDERS: 'acme', ...local }).problems).toEqual([]);
  });
});
