import { Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { forumMessages } from '@exam/domain';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { type AdminFarmlands, forumApi } from '../api';

/** Per user, a moderator checkbox per farmhouse; saving needs at least one change (spec §5 Admin). */
export function ManageModeratorDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const [data, setData] = useState<AdminFarmlands | null>(null);
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const original = (id: string) => data?.farmlands.some((l) => l.farmhouses.some((h) => h.id === id && h.isModerator)) ?? false;

  useEffect(() => {
    forumApi
      .adminFarmlands(email)
      .then((d) => {
        setData(d);
        setChecked(Object.fromEntries(d.farmlands.flatMap((l) => l.farmhouses.map((h) => [h.id, h.isModerator]))));
      })
      .catch(() => {
        notifications.show({ color: 'red', message: 'Failed to load farmlands data' });
        onClose();
      });
  }, [email, onClose]);

  const save = async () => {
    const changes = Object.entries(checked).filter(([id, on]) => on !== original(id)).map(([farmhouseId, isModerator]) => ({ farmhouseId, isModerator }));
    if (!changes.length) return void notifications.show({ color: 'yellow', message: forumMessages.noChanges });
    setBusy(true);
    try {
      await forumApi.saveModerators(email, changes);
      notifications.show({ color: 'green', message: 'Moderator roles updated' });
      onClose();
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e, 'Failed to update roles') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Manage Moderator: ${email}`} size="lg">
      {!data ? (
        <Group justify="center" py="lg"><Loader /></Group>
      ) : (
        <Stack data-testid="moderator-dialog">
          {data.farmlands.map((l) => (
            <div key={l.id}>
              <Text fw={600} size="sm">{l.icon} {l.title}</Text>
              <Stack gap={4} pl="md" mt={4}>
                {l.farmhouses.map((h) => (
                  <Checkbox key={h.id} label={h.title} checked={!!checked[h.id]} onChange={(e) => setChecked({ ...checked, [h.id]: e.currentTarget.checked })} data-testid={`mod-check-${h.id}`} />
                ))}
              </Stack>
            </div>
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button loading={busy} onClick={() => void save()} data-testid="moderator-save">Save</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
