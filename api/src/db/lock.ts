/**
 * A lock on the embedded database's data folder. PGlite has no lock of its own, and two processes writing one
 * folder silently lose writes, so the second process must fail fast instead.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Tells this process apart from an earlier one that had the same pid (a restarted container). */
const processNonce = randomBytes(8).toString('hex');

function heldByLiveProcess(owner: string): boolean {
  const [pidText, nonce] = owner.split(':');
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return nonce === processNonce;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DataDirLockedError; returns the function that releases it. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'dadhood.lock');
  const owner = `${process.pid}:${processNonce}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, owner, { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === owner) fs.unlinkSync(file);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = fs.readFileSync(file, 'utf8');
      if (heldByLiveProcess(current)) {
        throw new DataDirLockedError(
          `The data folder ${dir} is in use by another process (pid ${current.split(':')[0]}). ` +
            'Stop that process, or give this one its own DATA_DIR (or a DATABASE_URL).',
        );
      }
      fs.rmSync(file, { force: true }); // left behind by a process that died: take it over
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dir}.`);
}
