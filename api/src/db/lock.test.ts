import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dadhood-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the data folder lock', () => {
  it('refuses a second holder while the first holds it, and frees it on release', () => {
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another process/);
    release();
    expect(existsSync(path.join(dir, 'dadhood.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses while another live process holds it', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'dadhood.lock'), `${child.pid}:othernonce`);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${child.pid}`));
    } finally {
      child.kill();
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    const child = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => child.once('exit', resolve));
    writeFileSync(path.join(dir, 'dadhood.lock'), `${child.pid}:deadnonce`);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'dadhood.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid}:`));
    release();
  });

  it('takes over a lock with our pid written by an earlier process (restarted container)', () => {
    writeFileSync(path.join(dir, 'dadhood.lock'), `${process.pid}:earlierrun`);
    lockDataDir(dir)();
  });
});
