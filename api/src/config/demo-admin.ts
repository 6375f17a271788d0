/**
 * The demo admin's address: the admin list (ADMIN_EMAILS) a server with the demo on takes when none is set, so a
 * fresh install has one of each site role. The demo seed gives that member this address.
 */
export const DEMO_ADMIN_EMAIL = 'admin@dadhood.app';
