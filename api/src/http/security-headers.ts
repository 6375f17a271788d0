/**
 * Security headers on every response (helmet), with one Content-Security-Policy for every page the app serves:
 * the app, the sign-in page, the 404 and error pages. GraphiQL's page adds what its editor needs
 * (graphiqlContentSecurityPolicy); uploads set their own, stricter one. docs/security.md explains each choice.
 */
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import helmet, { contentSecurityPolicy } from 'helmet';
import type { Config } from '../config/config.js';

type Directives = NonNullable<Parameters<typeof contentSecurityPolicy>[0]>['directives'];

/** The WebSocket origin of the app's own address (graphql-ws on /graphql), e.g. wss://dadhood.app. */
function webSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/** The app's policy. `config.publicUrl` is read per request: it is final only once the server listens. */
export function appDirectives(config: Config): NonNullable<Directives> {
  const https = config.publicUrl.startsWith('https:');
  return {
    'default-src': ["'self'"],
    // Vite emits module scripts only: no inline script, no eval, no inline event handlers.
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Radix's dialogs (react-remove-scroll) and Monaco insert <style> elements at run time; style cannot run script.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Newsfeed pictures come from the news sites themselves (any host); on a plain-http deployment, http ones too.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(https ? [] : ['http:'])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", (_req: IncomingMessage) => webSocketOrigin(config.publicUrl)],
    'worker-src': ["'none'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export function securityHeaders(config: Config): RequestHandler {
  const https = config.publicUrl.startsWith('https:');
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(config) },
    // The app links to other sites (news stories) and they may see where from, but not the page's path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Only an https deployment can promise https; not for its subdomains, which it may not run.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  return (req, res, next) =>
    headers(req, res, (error?: unknown) => {
      // Uploaded pictures may be shown by the integrators' pages (CORS_ORIGINS) too; everything else is ours only.
      if (req.path.startsWith('/uploads/')) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      next(error);
    });
}

/** The app's policy, letting the page start workers from its own origin. */
function policyWithOwnWorkers(config: Config): RequestHandler {
  return contentSecurityPolicy({
    useDefaults: false,
    directives: { ...appDirectives(config), 'worker-src': ["'self'"] },
  }) as RequestHandler;
}

/** GraphiQL's page: the app's policy plus Monaco's web workers, which Vite bundles and serves from /assets. */
export const graphiqlContentSecurityPolicy = policyWithOwnWorkers;

/** The app's page (index.html, on every route of the app): it registers the app's service worker, /sw.js. */
export const appPageContentSecurityPolicy = policyWithOwnWorkers;
