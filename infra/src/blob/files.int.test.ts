import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileBlobStore, InvalidBlobIdError } from './files';

describe('file blob store', () => {
  const parent = mkdtempSync(join(tmpdir(), 'exam-blobs-'));
  const dir = join(parent, 'blobs');
  const store = createFileBlobStore(dir);
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('round-trips bytes and metadata, and replaces on a second put', async () => {
    const bytes = Buffer.from([0, 1, 2, 255, 10, 13]);
    await store.put('img-1', bytes, { filename: 'diagram.png', mimeType: 'image/png' });
    expect(await store.get('img-1')).toEqual({ bytes, filename: 'diagram.png', mimeType: 'image/png' });
    await store.put('img-1', Buffer.from('v2'), { filename: 'v2.txt', mimeType: 'text/plain' });
    const again = await store.get('img-1');
    expect(again?.bytes.toString()).toBe('v2');
    expect(again?.filename).toBe('v2.txt');
    // no temporary files are left behind
    expect(readdirSync(dir).sort()).toEqual(['img-1.bin', 'img-1.json']);
  });

  it('answers null for an unknown id and deletes idempotently', async () => {
    expect(await store.get('nothing-here')).toBeNull();
    await store.put('gone', Buffer.from('x'), { filename: 'x', mimeType: 'text/plain' });
    await store.delete('gone');
    expect(await store.get('gone')).toBeNull();
    await expect(store.delete('gone')).resolves.toBeUndefined();
  });

  it('refuses ids that could escape the directory', async () => {
    writeFileSync(join(parent, 'secret.json'), JSON.stringify({ filename: 'secret', mimeType: 'text/plain' }));
    writeFileSync(join(parent, 'secret.bin'), 'top secret');
    for (const id of ['../secret', '..', '.', 'a/b', 'a\\b', '/etc/passwd', '', '.hidden', 'x'.repeat(201), 'nul\0byte']) {
      await expect(store.get(id), id).rejects.toBeInstanceOf(InvalidBlobIdError);
      await expect(store.put(id, Buffer.from('x'), { filename: 'x', mimeType: 'text/plain' }), id).rejects.toBeInstanceOf(InvalidBlobIdError);
      await expect(store.delete(id), id).rejects.toBeInstanceOf(InvalidBlobIdError);
    }
    expect(existsSync(join(parent, 'secret.bin'))).toBe(true);
  });
});
