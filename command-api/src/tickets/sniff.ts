import { fileTypeFromBuffer } from 'file-type';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Bytes with no NUL and valid UTF-8, mostly printable: what we accept as plain text. */
function looksLikeText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(sample.length < bytes.length ? trimPartialUtf8(sample) : sample);
  } catch {
    return false;
  }
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) control++;
  }
  return control <= text.length * 0.01;
}

/** A 64 KiB sample may cut a multi-byte character in two; drop the partial tail. */
function trimPartialUtf8(b: Buffer): Buffer {
  let end = b.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = b[end - back];
    if ((byte & 0xc0) === 0x80) continue; // continuation byte
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    if (need > back) end -= back;
    break;
  }
  return b.subarray(0, end);
}

/**
 * The real content type from the bytes, never from the name or the browser's claim: a renamed
 * executable is refused. The name only tells an old Word document (.doc) apart from other OLE files.
 * Answers null when the bytes are of no type we recognise.
 */
export async function sniffContentType(bytes: Buffer, filename: string): Promise<string | null> {
  const ft = await fileTypeFromBuffer(bytes);
  if (ft) {
    if (ft.mime === 'application/x-cfb') return /\.doc$/i.test(filename) ? 'application/msword' : ft.mime;
    if (ft.ext === 'docx') return DOCX;
    return ft.mime;
  }
  return looksLikeText(bytes) ? 'text/plain' : null;
}

/** A file name safe to store and to send back in Content-Disposition. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return cleaned || 'attachment';
}
