/**
 * A lock on the embedded database's data folder. PGlite has no lock of its own, and two processes writing one
 * folder silently lose writes, so the second process must fail fast instead.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false; // our own pid in a stale file: a restarted container reuses pids
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
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && isRunning(owner)) {
        throw new DataDirLockedError(
          `The data folder ${dir} is in use by another process (pid ${owner}). ` +
            'Stop that process, or give this one its own DATA_DIR (or a DATABASE_URL).',
        );
      }
      fs.rmSync(file, { force: true }); // left behind by a process that died: take it over
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dir}.`);
}
