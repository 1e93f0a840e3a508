import { allowedTransitions, REPLY_TEMPLATES, type TicketStatus } from '@exam/domain';
import { Alert, Button, Group, Menu, Paper, Select, Stack, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage, type Position } from '../../lib/http';
import { type TicketItem, ticketsApi } from './api';
import { AttachmentPicker, type Pending } from './AttachmentPicker';
import { label } from './format';

type Props = { ticket: TicketItem; admin: boolean; onSent: (position: Position) => void; onReplying?: (replying: boolean) => void };

/** §4: the reply success message shows for 3 seconds. */
const SUCCESS_MS = 3000;

/** Reply forms (user and admin): admins get the quick templates and may change the status with the reply. */
export function ReplyForm({ ticket, admin, onSent, onReplying }: Props) {
  const [body, setBody] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [files, setFiles] = useState<Pending[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => onReplying?.(body.trim().length > 0), [body, onReplying]);

  const insert = (text: string) => setBody((b) => (b ? `${b}\n\n${text}` : text));
  const statusOptions = allowedTransitions(ticket.status).map((s) => ({ value: s, label: `Set status to ${label(s)}` }));

  const send = async () => {
    if (!body.trim()) {
      setError('Message cannot be empty');
      return;
    }
    setError(null);
    setSending(true);
    try {
      const r = await ticketsApi.reply(ticket.id, { body: body.trim(), attachments: files.map((f) => f.id), status: (status as TicketStatus) ?? undefined });
      files.forEach((f) => f.preview && URL.revokeObjectURL(f.preview));
      setBody('');
      setFiles([]);
      setStatus(null);
      setSent(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSent(false), SUCCESS_MS);
      onSent(r.position);
    } catch (e) {
      const known = e instanceof ApiError && e.status >= 400 && e.status < 500;
      setError(known ? `Error sending message: ${errorMessage(e)}` : 'Failed to send message. Please try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" data-testid="reply-form">
      <Stack gap="sm">
        {sent && <Alert color="green" py={6} data-testid="reply-success">Message sent successfully</Alert>}
        {error && <Alert color="red" py={6} role="alert" data-testid="reply-error">{error}</Alert>}
        <Textarea placeholder={admin ? 'Write a reply to the student' : 'Write a reply'} autosize minRows={3} maxRows={12} value={body}
          onChange={(e) => setBody(e.currentTarget.value)} onBlur={() => onReplying?.(body.trim().length > 0)} data-testid="reply-body" />
        <AttachmentPicker ticketId={ticket.id} files={files} onChange={setFiles} disabled={sending} />
        <Group justify="space-between">
          <Group gap="xs">
            {admin && (
              <Menu position="bottom-start">
                <Menu.Target><Button variant="default" size="xs" data-testid="reply-templates">Templates</Button></Menu.Target>
                <Menu.Dropdown>
                  {REPLY_TEMPLATES.map((t) => <Menu.Item key={t.label} onClick={() => insert(t.text)}>{t.label}</Menu.Item>)}
                </Menu.Dropdown>
              </Menu>
            )}
            {admin && (
              <Select size="xs" w={200} placeholder="Keep status" clearable data={statusOptions} value={status} onChange={setStatus} data-testid="reply-status" />
            )}
          </Group>
          <Button onClick={() => void send()} loading={sending} data-testid="reply-send">Send</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
