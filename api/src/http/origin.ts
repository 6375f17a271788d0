/**
 * Cross-site request protection beyond SameSite cookies: a browser request that changes something (or opens
 * a WebSocket) must come from our own origin. Requests without an Origin header are not from a browser page.
 */
import type { Config } from '../config/config.js';

export function isAllowedOrigin(config: Config, origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  if (origin === new URL(config.publicUrl).origin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
