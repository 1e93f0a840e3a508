import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentBlobId } from '@exam/domain';
import { startTestApp, type TestApp } from '../../../scripts/testing/app-harness';
import { people, PNG_1PX, ticketApi } from './testing';

let t: TestApp;
let api: ReturnType<typeof ticketApi>;
let who: ReturnType<typeof people>;
beforeAll(async () => {
  t = await startTestApp();
  api = ticketApi(t);
  who = people(t);
});
afterAll(async () => t?.stop());

describe('ticket attachments', () => {
  it('stores the bytes in the blob store and only metadata with a sha256 in the event', async () => {
    const s = who.student();
    const id = await api.openId(s);
    const r = await api.upload(s, id, PNG_1PX, 'screen shot.png', 'image/png');
    expect(r.statusCode).toBe(201);
    const { attachment } = r.json();
    expect(attachment).toMatchObject({ filename: 'screen shot.png', mimeType: 'image/png', size: PNG_1PX.length, url: `/api/tickets/${id}/attachments/${attachment.id}` });
    const ev = (await api.events(id)).at(-1)!;
    expect(ev.type).toBe('TicketAttachmentUploaded');
    expect(Object.keys(ev.data).sort()).toEqual(['attachmentId', 'filename', 'mimeType', 'sha256', 'size', 'ticketId', 'uploadedBy']);
    expect(ev.data.sha256).toBe(createHash('sha256').update(PNG_1PX).digest('hex'));
    expect((await t.blobStore.get(attachmentBlobId(attachment.id)))!.bytes.equals(PNG_1PX)).toBe(true);
    // sent with a reply
    const reply = await api.reply(s, id, { body: 'Here is the screenshot', attachments: [attachment.id] });
    expect(reply.statusCode).toBe(200);
    expect((await api.events(id)).at(-1)!.data.attachments).toEqual([expect.objectContaining({ attachmentId: attachment.id, mimeType: 'image/png' })]);
  });

  it('checks the real content type, not the name or the browser\'s claim', async () => {
    const s = who.student();
    const id = await api.openId(s);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const fake = await api.upload(s, id, exe, 'photo.png', 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED', detail: 'File type not allowed' });
    const zip = await api.upload(s, id, Buffer.from('504b0304140000000000', 'hex'), 'notes.txt', 'text/plain');
    expect(zip.json().detail).toBe('File type not allowed');
    const text = await api.upload(s, id, Buffer.from('Steps:\n1. open mock\n2. it hangs\n'), 'steps.txt', 'application/octet-stream');
    expect(text.statusCode).toBe(201);
    expect(text.json().attachment.mimeType).toBe('text/plain');
    const pdf = await api.upload(s, id, Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1'), 'receipt', 'application/octet-stream');
    expect(pdf.json().attachment?.mimeType).toBe('application/pdf');
  });

  it('refuses more than 5,242,880 bytes with the spec message and keeps no bytes', async () => {
    const s = who.student();
    const id = await api.openId(s);
    const big = Buffer.alloc(5_242_881, 0x61);
    const r = await api.upload(s, id, big, 'big.txt', 'text/plain');
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ code: 'FILE_TOO_LARGE', detail: 'File too large (max 5MB)' });
    const exact = await api.upload(s, id, Buffer.alloc(5_242_880, 0x61), 'exact.txt', 'text/plain');
    expect(exact.statusCode).toBe(201);
    expect((await api.events(id)).filter((e) => e.type === 'TicketAttachmentUploaded')).toHaveLength(1);
  });

  it('deletes an attachment before sending (bytes too), never after; strangers and guests are refused', async () => {
    const s = who.student();
    const id = await api.openId(s);
    const a = (await api.upload(s, id, PNG_1PX, 'a.png')).json().attachment;
    expect((await api.upload(who.student(), id, PNG_1PX, 'b.png')).statusCode).toBe(404);
    expect((await api.upload(undefined, id, PNG_1PX, 'b.png')).statusCode).toBe(401);
    expect((await api.cmd('DELETE', `/api/tickets/${id}/attachments/${a.id}`, who.admin())).statusCode).toBe(404);
    const del = await api.cmd('DELETE', `/api/tickets/${id}/attachments/${a.id}`, s);
    expect(del.statusCode).toBe(200);
    expect(await t.blobStore.get(attachmentBlobId(a.id))).toBeNull();
    expect((await api.reply(s, id, { body: 'with file', attachments: [a.id] })).json().detail).toBe('Attachment not found');
    const b = (await api.upload(s, id, PNG_1PX, 'b.png')).json().attachment;
    await api.reply(s, id, { body: 'with file', attachments: [b.id] });
    const late = await api.cmd('DELETE', `/api/tickets/${id}/attachments/${b.id}`, s);
    expect(late.statusCode).toBe(409);
    expect(await t.blobStore.get(attachmentBlobId(b.id))).not.toBeNull();
  });
});
