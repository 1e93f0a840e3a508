import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { FORUM_LIMITS, forumMessages as M, IMAGE_MIME_TYPES, type PostImage, validation } from '@exam/domain';
import type { BlobStore } from '@exam/infra';

export type UploadedImage = { bytes: Buffer; filename: string };

/** @fastify/multipart limits: one field of JSON, at most 5 files of at most 5 MB. */
export const MULTIPART_LIMITS = { fileSize: FORUM_LIMITS.imageBytes, files: FORUM_LIMITS.images, fields: 4, fieldSize: 256 * 1024, parts: 12 };

/**
 * Reads a multipart create-post request: the `payload` field (the JSON a plain request would send)
 * and the `images` files. Oversized or extra files are refused with the spec's limits.
 */
export async function readMultipartPost(req: FastifyRequest): Promise<{ payload: unknown; images: UploadedImage[] }> {
  let payload: unknown = undefined;
  const images: UploadedImage[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        images.push({ bytes, filename: (part.filename || 'image').slice(0, 200) });
      } else if (part.fieldname === 'payload') {
        payload = JSON.parse(String(part.value));
      }
    }
  } catch (err: any) {
    if (err?.code === 'FST_REQ_FILE_TOO_LARGE') throw validation(M.imageTooLarge);
    if (err?.code === 'FST_FILES_LIMIT') throw validation(M.imagesMax);
    if (err instanceof SyntaxError) throw validation('The post data is not valid JSON');
    throw err;
  }
  return { payload, images };
}

/** The real type of each image from its bytes (a renamed .html is not a .png). */
export async function checkUploadedImages(images: UploadedImage[], idFor: (i: number) => string): Promise<Array<PostImage & { bytes: Buffer }>> {
  if (images.length > FORUM_LIMITS.images) throw validation(M.imagesMax);
  const out: Array<PostImage & { bytes: Buffer }> = [];
  for (const [i, img] of images.entries()) {
    if (img.bytes.length > FORUM_LIMITS.imageBytes) throw validation(M.imageTooLarge);
    const type = await fileTypeFromBuffer(img.bytes);
    if (!type || !(IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) throw validation(M.imageType);
    out.push({ id: idFor(i), mimeType: type.mime, size: img.bytes.length, filename: img.filename, bytes: img.bytes });
  }
  return out;
}

export async function storeImages(blobStore: BlobStore | undefined, images: Array<PostImage & { bytes: Buffer }>) {
  if (!images.length) return;
  if (!blobStore) throw new Error('No blob store configured for forum images');
  await Promise.all(images.map((img) => blobStore.put(img.id, img.bytes, { filename: img.filename, mimeType: img.mimeType })));
}
