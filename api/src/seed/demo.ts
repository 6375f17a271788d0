import { DEMO_ADMIN_EMAIL } from '../config/demo-admin.js';

/** The member everyone signs in as to look around the demo (printed at start, used by the browser tests). */
export const DEMO_SIGN_IN = { email: 'demo@dadhood.app', username: 'demo_dad', password: 'fistbump-demo' } as const;

/**
 * The demo's site moderator and admin (docs/moderation.md), printed at start beside the demo member, with the
 * same password. The admin is an admin because ADMIN_EMAILS names them: when ADMIN_EMAILS is not set, a server
 * with the demo on takes the demo admin's address as the list (config/demo-admin.ts).
 */
export const DEMO_MODERATOR = {
  email: 'moderator@dadhood.app',
  username: 'kt_codes_dad',
  password: DEMO_SIGN_IN.password,
} as const;
export const DEMO_ADMIN = {
  email: DEMO_ADMIN_EMAIL,
  username: 'bigben_columbus',
  password: DEMO_SIGN_IN.password,
} as const;
