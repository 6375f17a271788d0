/**
 * The end-to-end app server's entry (worker-server.ts runs `node --import tsx e2e/server-clock.ts`): installs a
 * clock a test can move, then starts the compiled app as `npm start` does. It lets a test see the server as a
 * member would an hour later, to check what expires (a reset link, a challenge). `new Date()` and `Date.now()`
 * run `offset` milliseconds ahead; a test sets the offset over HTTP on 127.0.0.1 (the `serverClock` fixture),
 * and the fixture puts it back to zero after the test. Timers and the database's own clock are untouched.
 *
 * Test support only: the app itself has no way to move its clock.
 */
import { createServer } from 'node:http';

const RealDate = Date;
let offset = 0;
const shiftedNow = () => RealDate.now() + offset;

// A proxy rather than a subclass: `Date()` called without `new` keeps working, and so does every static. The
// server's worker threads (the image checks) keep the real clock.
globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [shiftedNow()], newTarget),
  apply: () => new RealDate(shiftedNow()).toString(),
  get: (target, property, receiver) => (property === 'now' ? shiftedNow : Reflect.get(target, property, receiver)),
});

const port = Number(process.env.E2E_CLOCK_PORT);
if (port) {
  createServer((req, res) => {
    const value = Number(new URL(req.url ?? '/', 'http://localhost').searchParams.get('offsetMs'));
    if (req.method !== 'PUT' || !Number.isFinite(value)) return void res.writeHead(400).end();
    offset = value;
    res.writeHead(204).end();
  })
    .listen(port, '127.0.0.1')
    .unref();
}

// The compiled server, as production runs it (`npm run build` makes it; the e2e script builds first). Named
// through a variable, so that the e2e type check leaves the API to its own.
const app = '../api/dist/main.js';
import(app).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
