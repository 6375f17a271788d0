/**
 * Where multipart files go while their request runs: a temporary file each (in a folder of this process's own
 * under the OS temp folder), hashed (SHA-256) as it streams in, so a request holds a file's bytes in memory
 * only piece by piece. The files go when the response closes, whatever the outcome; multer removes those of a
 * request it refuses. A process killed mid-request leaves its files to the OS temp cleaner.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline, Transform } from 'node:stream';
import type { Request } from 'express';
import type multer from 'multer';
import type { ReceivedFile } from '../domain/uploads/bytes.js';

declare global {
  namespace Express {
    namespace Multer {
      interface File {
        /** SHA-256 (hex) of the file, taken as it was received. */
        sha256?: string;
      }
    }
  }
}

let folder: string | undefined;

/** This process's folder of received files (created on first use). */
export function receivedFilesFolder(): string {
  folder ??= mkdtempSync(join(tmpdir(), 'dadhood-uploads-'));
  return folder;
}

const remove = (path: string) => rm(path, { force: true });

export const receivedFileStorage: multer.StorageEngine = {
  _handleFile(req: Request, file, callback) {
    const path = join(receivedFilesFolder(), randomBytes(16).toString('hex'));
    const hash = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(piece: Buffer, _encoding, done) {
        hash.update(piece);
        size += piece.byteLength;
        done(null, piece);
      },
    });
    const response = req.res;
    response?.once('close', () => void remove(path));
    pipeline(file.stream, measure, createWriteStream(path), (error) => {
      if (error) {
        void remove(path).finally(() => callback(error));
        return;
      }
      // The client went away while the file was still being written: nothing will read it.
      if (response?.destroyed) void remove(path);
      callback(null, { path, size, sha256: hash.digest('hex') });
    });
  },
  _removeFile(_req, file, callback) {
    remove(file.path).then(() => callback(null), callback);
  },
};

/** A received file as the domain sees it. */
export function receivedFile(file: Express.Multer.File): ReceivedFile {
  if (!file.sha256) throw new Error('Multipart files are received by receivedFileStorage.');
  return { path: file.path, byteLength: file.size, sha256: file.sha256 };
}
