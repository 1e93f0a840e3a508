import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { BlobMeta, BlobStore } from './port';

/**
 * Ids become file names, so only a safe alphabet is accepted: no separators, no leading dot
 * (which rules out `.` and `..` and keeps our temporary files, which start with a dot, apart).
 */
const SAFE_ID = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export class InvalidBlobIdError extends Error {
  readonly code = 'INVALID_BLOB_ID';
  constructor(readonly id: string) {
    super(`Invalid blob id: ${JSON.stringify(id)}`);
    this.name = 'InvalidBlobIdError';
  }
}

/** Blobs as files under `dir`: `{id}.bin` holds the bytes, `{id}.json` the metadata. */
export function createFileBlobStore(dir = '.data/blobs'): BlobStore {
  const root = resolve(dir);

  const paths = (id: string) => {
    if (!SAFE_ID.test(id)) throw new InvalidBlobIdError(id);
    const bin = resolve(root, `${id}.bin`);
    // Belt and braces: whatever the alphabet, never touch anything outside the root.
    if (!bin.startsWith(root + sep)) throw new InvalidBlobIdError(id);
    return { bin, meta: resolve(root, `${id}.json`) };
  };

  // Written to a temporary name and renamed, so a reader never sees a half-written file.
  const writeAtomic = async (path: string, content: Buffer | string) => {
    const tmp = join(root, `.${randomUUID()}.tmp`);
    await writeFile(tmp, content);
    await rename(tmp, path);
  };

  const readOrNull = async (path: string) => {
    try {
      return await readFile(path);
    } catch (err: any) {
      if (err?.code === 'ENOENT') return null;
      throw err;
    }
  };

  return {
    async put(id, bytes, meta) {
      const p = paths(id);
      await mkdir(root, { recursive: true });
      // Bytes first, metadata last: the sidecar's presence marks a complete blob.
      await writeAtomic(p.bin, bytes);
      const sidecar: BlobMeta = { filename: meta.filename, mimeType: meta.mimeType };
      await writeAtomic(p.meta, JSON.stringify(sidecar));
    },
    async get(id) {
      const p = paths(id);
      const meta = await readOrNull(p.meta);
      if (!meta) return null;
      const bytes = await readOrNull(p.bin);
      if (!bytes) return null;
      const { filename, mimeType } = JSON.parse(meta.toString('utf8')) as BlobMeta;
      return { bytes, filename, mimeType };
    },
    async delete(id) {
      const p = paths(id);
      // Metadata first, so a crash in between leaves an orphan file rather than a broken blob.
      await rm(p.meta, { force: true });
      await rm(p.bin, { force: true });
    },
  };
}
