import { Button, Checkbox, Group, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { UPDATE_TYPES } from '@exam/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { forumApi } from '../api';

/** Forum admins schedule events and publish platform updates for the widgets. */
export function AnnouncementForms() {
  const [ev, setEv] = useState({ title: '', description: '', dateTime: '', joinLink: '' });
  const [up, setUp] = useState({ type: 'announcement', title: '', content: '', isImportant: false });
  const send = async (call: () => Promise<unknown>, ok: string, reset: () => void) => {
    try {
      await call();
      notifications.show({ color: 'green', message: ok });
      reset();
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e) });
    }
  };
  return (
    <Group align="flex-start" grow>
      <Paper withBorder radius="md" p="md">
        <Title order={5} mb="xs">Schedule an event</Title>
        <Stack gap="xs">
          <TextInput label="Title" value={ev.title} onChange={(e) => setEv({ ...ev, title: e.currentTarget.value })} />
          <Textarea label="Description" value={ev.description} onChange={(e) => setEv({ ...ev, description: e.currentTarget.value })} />
          <TextInput label="Date and time" type="datetime-local" value={ev.dateTime} onChange={(e) => setEv({ ...ev, dateTime: e.currentTarget.value })} />
          <TextInput label="Join link" value={ev.joinLink} onChange={(e) => setEv({ ...ev, joinLink: e.currentTarget.value })} />
          <Button size="xs" disabled={!ev.title || !ev.dateTime}
            onClick={() => void send(() => forumApi.createEvent({ ...ev, dateTime: new Date(ev.dateTime).toISOString() }), 'Event scheduled', () => setEv({ title: '', description: '', dateTime: '', joinLink: '' }))}>
            Schedule
          </Button>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={5} mb="xs">Publish a platform update</Title>
        <Stack gap="xs">
          <Select label="Type" data={[...UPDATE_TYPES]} value={up.type} allowDeselect={false} onChange={(t) => setUp({ ...up, type: t ?? 'announcement' })} />
          <TextInput label="Title" value={up.title} onChange={(e) => setUp({ ...up, title: e.currentTarget.value })} />
          <Textarea label="Content" value={up.content} onChange={(e) => setUp({ ...up, content: e.currentTarget.value })} />
          <Checkbox label="Important" checked={up.isImportant} onChange={(e) => setUp({ ...up, isImportant: e.currentTarget.checked })} />
          <Button size="xs" disabled={!up.title || !up.content}
            onClick={() => void send(() => forumApi.publishUpdate(up), 'Update published', () => setUp({ type: 'announcement', title: '', content: '', isImportant: false }))}>
            Publish
          </Button>
        </Stack>
      </Paper>
    </Group>
  );
}
