/**
 * The ports of an end-to-end run. E2E_PORT (3123 by default) lets two runs share a machine: the mail sink takes
 * the two ports after it, and each Playwright worker's own app server takes E2E_PORT + 10 + its index (and the
 * port of its clock, server-clock.ts, E2E_PORT + 50 + its index).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3123);
export const SMTP_PORT = E2E_PORT + 1;
export const MAIL_SINK_PORT = E2E_PORT + 2;
export const MAIL_SINK_URL = `http://127.0.0.1:${MAIL_SINK_PORT}`;

/** The app server of the worker with this parallel index (0, 1, ...). */
export const appServerPort = (parallelIndex: number) => E2E_PORT + 10 + parallelIndex;

/** Where the server of that worker takes its clock's offset (server-clock.ts). */
export const serverClockPort = (parallelIndex: number) => E2E_PORT + 50 + parallelIndex;
