import { Button, Group, Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ALLOWED_POST_TYPES, type AllowedPostTypes } from '@exam/domain';
import { useState } from 'react';
import { errorMessage, type Position } from '../../../lib/http';
import { type Farmhouse, type Farmland, forumApi } from '../api';

type Saved = (after?: Position) => void;

/** Spec §5 Admin: title and description required; order an integer (default 0). */
export function FarmlandEditModal({ farmland, onClose, onSaved }: { farmland: Farmland; onClose: () => void; onSaved: Saved }) {
  const [v, setV] = useState({ title: farmland.title, description: farmland.description, icon: farmland.icon, order: String(farmland.order ?? 0) });
  const [busy, setBusy] = useState(false);
  const missing = !v.title.trim() || !v.description.trim();
  const save = async () => {
    if (missing) return;
    setBusy(true);
    try {
      const order = Number.parseInt(v.order, 10);
      const r = await forumApi.updateFarmland(farmland.id, { ...v, order: Number.isNaN(order) ? 0 : order });
      notifications.show({ color: 'green', message: 'Farmland updated successfully' });
      onSaved(r.position);
      onClose();
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e, 'Failed to update farmland') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Edit ${farmland.title}`}>
      <Stack>
        <TextInput label="Title" required value={v.title} error={!v.title.trim() && 'Title is required'} onChange={(e) => setV({ ...v, title: e.currentTarget.value })} data-testid="farmland-title" />
        <Textarea label="Description" required value={v.description} error={!v.description.trim() && 'Description is required'} onChange={(e) => setV({ ...v, description: e.currentTarget.value })} />
        <TextInput label="Icon" value={v.icon} onChange={(e) => setV({ ...v, icon: e.currentTarget.value })} />
        <NumberInput label="Order" allowDecimal={false} value={v.order} onChange={(n) => setV({ ...v, order: String(n) })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button loading={busy} disabled={missing} onClick={() => void save()} data-testid="farmland-save">Save</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Tags are entered comma-separated (spec §5 Admin). */
export function FarmhouseEditModal({ farmhouse, onClose, onSaved }: { farmhouse: Farmhouse; onClose: () => void; onSaved: Saved }) {
  const [v, setV] = useState({ title: farmhouse.title, description: farmhouse.description, icon: farmhouse.icon, tags: farmhouse.tags.join(', '), allowedPostTypes: farmhouse.allowedPostTypes });
  const [busy, setBusy] = useState(false);
  const missing = !v.title.trim() || !v.description.trim();
  const save = async () => {
    if (missing) return;
    setBusy(true);
    try {
      const tags = v.tags.split(',').map((t) => t.trim()).filter(Boolean);
      const r = await forumApi.updateFarmhouse(farmhouse.id, { ...v, tags });
      notifications.show({ color: 'green', message: 'Farmhouse updated successfully' });
      onSaved(r.position);
      onClose();
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e, 'Failed to update farmhouse') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Edit ${farmhouse.title}`}>
      <Stack>
        <TextInput label="Title" required value={v.title} error={!v.title.trim() && 'Title is required'} onChange={(e) => setV({ ...v, title: e.currentTarget.value })} />
        <Textarea label="Description" required value={v.description} error={!v.description.trim() && 'Description is required'} onChange={(e) => setV({ ...v, description: e.currentTarget.value })} />
        <TextInput label="Icon" value={v.icon} onChange={(e) => setV({ ...v, icon: e.currentTarget.value })} />
        <TextInput label="Tags" description="Comma-separated" value={v.tags} onChange={(e) => setV({ ...v, tags: e.currentTarget.value })} />
        <Select label="Allowed post types" data={[...ALLOWED_POST_TYPES]} value={v.allowedPostTypes} allowDeselect={false} onChange={(t) => setV({ ...v, allowedPostTypes: (t ?? 'both') as AllowedPostTypes })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button loading={busy} disabled={missing} onClick={() => void save()}>Save</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
