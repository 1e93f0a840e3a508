/** Uploaded files (question images, attachments): bytes plus the name and type to serve them with. */
export type BlobMeta = { filename: string; mimeType: string };

export interface BlobStore {
  /** Stores the bytes under `id`, replacing whatever was stored there before. */
  put(id: string, bytes: Buffer, meta: BlobMeta): Promise<void>;
  get(id: string): Promise<({ bytes: Buffer } & BlobMeta) | null>;
  /** Deleting a missing id is not an error. */
  delete(id: string): Promise<void>;
}
