import { Badge, Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { errorMessage, type Position } from '../../../lib/http';
import { userAtom } from '../../auth/atoms';
import { forumApi, type Membership } from '../api';
import { loadForumsHomeAtom } from '../atoms';

type Props = { farmhouse: { id: string; title: string }; membership: Membership; onChanged: (after?: Position) => void; size?: 'xs' | 'sm' };

/** Join, or Leave with a confirmation; moderators cannot leave through the button (spec §4). */
export function MembershipButton({ farmhouse, membership, onChanged, size = 'sm' }: Props) {
  const user = useAtomValue(userAtom);
  const reloadHome = useSetAtom(loadForumsHomeAtom);
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  if (!user) {
    return <Button component={Link} to="/login" state={{ from: location }} size={size} variant="light">Log in to join</Button>;
  }
  if (membership.role === 'moderator') return <Badge color="grape" data-testid="moderator-badge">Moderator</Badge>;

  const join = async () => {
    setBusy(true);
    try {
      const r = await forumApi.join(farmhouse.id);
      notifications.show({ color: 'green', message: `Successfully joined ${farmhouse.title}!` });
      onChanged(r.position);
      void reloadHome(r.position);
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e, 'Failed to join community') });
    } finally {
      setBusy(false);
    }
  };
  const leave = () =>
    modals.openConfirmModal({
      title: `Leave ${farmhouse.title}?`,
      children: <Text size="sm">You will no longer be able to post or comment here until you join again.</Text>,
      labels: { confirm: 'Leave', cancel: 'Cancel' },
      confirmProps: { color: 'red', ...({ 'data-testid': 'confirm-leave' } as Record<string, string>) },
      onConfirm: async () => {
        setBusy(true);
        try {
          const r = await forumApi.leave(farmhouse.id);
          notifications.show({ message: `Left ${farmhouse.title}` });
          onChanged(r.position);
          void reloadHome(r.position);
        } catch (e) {
          notifications.show({ color: 'red', message: errorMessage(e, 'Failed to leave community') });
        } finally {
          setBusy(false);
        }
      },
    });

  return membership.isMember ? (
    <Button size={size} variant="default" loading={busy} onClick={leave} data-testid={`leave-${farmhouse.id}`}>Leave</Button>
  ) : (
    <Button size={size} loading={busy} onClick={() => void join()} data-testid={`join-${farmhouse.id}`}>Join</Button>
  );
}
