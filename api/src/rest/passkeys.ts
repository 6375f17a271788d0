/**
 * Passkeys on /api (docs/security.md#passkeys), for browser sessions only (access tokens are refused in
 * ./token-scopes.ts). The WebAuthn options and answers travel as @simplewebauthn/browser reads and writes them.
 *
 *   POST   /api/passkeys/registration/options           200 {key, options}: for startRegistration
 *   POST   /api/passkeys/registration {key, response, name?}  201 the passkey
 *   GET    /api/passkeys                                200 the member's passkeys, newest first (paged)
 *   PATCH  /api/passkeys/:id {name}                     200 the passkey, renamed
 *   DELETE /api/passkeys/:id                            204
 *   POST   /api/login/passkey/options                   200 {key, options}: for startAuthentication
 *   POST   /api/login/passkey {key, response, returnTo?}     200 the member, signed in (a new session cookie)
 */
import { Router } from 'express';
import type { PasskeyRecord } from '../domain/accounts/passkeys.js';
import { listPasskeys, removePasskey, renamePasskey } from '../domain/accounts/passkeys.js';
import { beginPasskeyRegistration, finishPasskeyRegistration } from '../domain/accounts/passkeys-registration.js';
import { beginPasskeySignIn, signInWithPasskey } from '../domain/accounts/passkeys-sign-in.js';
import type { Services } from '../domain/services.js';
import { safeReturnTo } from '../http/return-to.js';
import { signInAs } from './account-forms.js';
import { pageQuery, sendPage } from './paging.js';
import { requestMeta, requireViewer } from './request.js';

function presentPasskey(passkey: PasskeyRecord) {
  return {
    id: passkey.id,
    name: passkey.name,
    deviceType: passkey.deviceType,
    backedUp: passkey.backedUp,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  };
}

export function passkeyRoutes(services: Services): Router {
  const router = Router();

  router.post('/passkeys/registration/options', async (_req, res) => {
    const viewer = requireViewer(res);
    res.json(await beginPasskeyRegistration(services, viewer.id));
  });

  router.post('/passkeys/registration', async (req, res) => {
    const viewer = requireViewer(res);
    const passkey = await finishPasskeyRegistration(services, viewer.id, req.body ?? {}, requestMeta(req));
    res.status(201).json(presentPasskey(passkey));
  });

  router.get('/passkeys', async (req, res) => {
    const viewer = requireViewer(res);
    const page = await listPasskeys(services, viewer.id, pageQuery(req));
    sendPage(req, res, page.items.map(presentPasskey), page.nextCursor);
  });

  router.patch('/passkeys/:id', async (req, res) => {
    const viewer = requireViewer(res);
    res.json(presentPasskey(await renamePasskey(services, viewer.id, req.params.id, req.body ?? {})));
  });

  router.delete('/passkeys/:id', async (req, res) => {
    const viewer = requireViewer(res);
    await removePasskey(services, viewer.id, req.params.id);
    res.status(204).end();
  });

  router.post('/login/passkey/options', async (_req, res) => {
    res.json(await beginPasskeySignIn(services));
  });

  router.post('/login/passkey', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { user } = await signInWithPasskey(services, body, requestMeta(req));
    await signInAs(services, req, res, user, 'passkey', 200, safeReturnTo(body.returnTo));
  });

  return router;
}
