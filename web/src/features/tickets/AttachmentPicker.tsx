import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES, isImageAttachment, ticketMessages } from '@exam/domain';
import { ActionIcon, Button, FileButton, Group, Image, Loader, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../lib/http';
import { type UploadedAttachment, ticketsApi } from './api';
import { fileSize } from './format';

export type Pending = UploadedAttachment & { preview?: string };
type Props = { ticketId: string; files: Pending[]; onChange: (update: (files: Pending[]) => Pending[]) => void; disabled?: boolean };

const EXTENSIONS = /\.(jpe?g|png|gif|pdf|txt|docx?)$/i;

/** Upload before sending, with image previews; the server checks the real type, this only saves a round trip. */
export function AttachmentPicker({ ticketId, files, onChange, disabled }: Props) {
  const [uploading, setUploading] = useState(0);

  const upload = async (picked: File[]) => {
    for (const file of picked) {
      if (file.size > ATTACHMENT_MAX_BYTES) {
        notifications.show({ color: 'red', title: file.name, message: ticketMessages.fileTooLarge });
        continue;
      }
      if (!EXTENSIONS.test(file.name)) {
        notifications.show({ color: 'red', title: file.name, message: ticketMessages.fileTypeNotAllowed });
        continue;
      }
      setUploading((n) => n + 1);
      try {
        const a = await ticketsApi.upload(ticketId, file);
        onChange((list) => [...list, { ...a, preview: isImageAttachment(a.mimeType) ? URL.createObjectURL(file) : undefined }]);
      } catch (e) {
        const known = e instanceof ApiError && e.status >= 400 && e.status < 500;
        notifications.show({ color: 'red', title: 'Upload failed', message: known ? errorMessage(e) : 'Failed to upload file. Please try again.' });
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const remove = async (a: Pending) => {
    onChange((list) => list.filter((x) => x.id !== a.id));
    try {
      await ticketsApi.removeAttachment(ticketId, a.id);
      if (a.preview) URL.revokeObjectURL(a.preview);
    } catch {
      // §8: the attachment returns to the list
      onChange((list) => (list.some((x) => x.id === a.id) ? list : [...list, a]));
      notifications.show({ color: 'red', message: 'Failed to delete attachment' });
    }
  };

  return (
    <Group gap="sm" align="center" data-testid="attachments">
      {files.map((a) => (
        <Paper key={a.id} withBorder p={4} radius="sm" data-testid="pending-attachment">
          <Group gap={6} wrap="nowrap">
            {a.preview ? <Image src={a.preview} alt={a.filename} h={40} w={40} fit="cover" radius="xs" /> : <Text size="lg">📎</Text>}
            <div>
              <Text size="xs" maw={140} truncate>{a.filename}</Text>
              <Text size="xs" c="dimmed">{fileSize(a.size)}</Text>
            </div>
            <ActionIcon size="sm" variant="subtle" color="red" aria-label={`Remove ${a.filename}`} onClick={() => void remove(a)}>✕</ActionIcon>
          </Group>
        </Paper>
      ))}
      <FileButton onChange={(f) => void upload(f)} accept={ATTACHMENT_ACCEPT} multiple disabled={disabled}>
        {(props) => <Button {...props} variant="default" size="xs" disabled={disabled} data-testid="attach-button">Attach file</Button>}
      </FileButton>
      {uploading > 0 && <Loader size="xs" />}
    </Group>
  );
}
