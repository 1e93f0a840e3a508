import { type Db, GridFSBucket, MongoClient, type ObjectId } from 'mongodb';
import type { BlobStore } from './port';

/**
 * GridFS accepts any BSON value as a file id; the driver's types only mention ObjectId, so our
 * string ids are cast at this one boundary.
 */
const fileId = (id: string) => id as unknown as ObjectId;

/** A blob store over an existing database handle (e.g. sharing the read store's client). */
export function gridFsBlobStore(db: Db, bucketName = 'blobs'): BlobStore {
  const bucket = new GridFSBucket(db, { bucketName });

  const remove = async (id: string) => {
    try {
      await bucket.delete(fileId(id));
    } catch (err: any) {
      // Missing files are fine (delete is idempotent in the port); the driver has no error class for it.
      if (!/File not found/i.test(String(err?.message ?? err))) throw err;
    }
  };

  return {
    async put(id, bytes, meta) {
      // GridFS has no overwrite; replacing means removing the old file first.
      await remove(id);
      await new Promise<void>((resolve, reject) => {
        const upload = bucket.openUploadStreamWithId(fileId(id), meta.filename, { metadata: { mimeType: meta.mimeType } });
        upload.once('error', reject).once('finish', () => resolve());
        upload.end(bytes);
      });
    },
    async get(id) {
      const [file] = await bucket.find({ _id: fileId(id) }).limit(1).toArray();
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket.openDownloadStream(fileId(id))) chunks.push(chunk as Buffer);
      return { bytes: Buffer.concat(chunks), filename: file.filename, mimeType: String(file.metadata?.mimeType ?? 'application/octet-stream') };
    },
    delete: remove,
  };
}

/** A blob store with its own connection, for processes that have no other MongoDB client. */
export async function createGridFsBlobStore(
  url: string,
  options: { dbName?: string; bucketName?: string } = {},
): Promise<BlobStore & { close(): Promise<void> }> {
  const client = new MongoClient(url);
  await client.connect();
  const store = gridFsBlobStore(client.db(options.dbName), options.bucketName);
  return { ...store, close: () => client.close() };
}
