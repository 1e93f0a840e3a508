import type { FeatureFlag } from '@exam/domain';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { flagLabel, maintenanceMessage } from './labels';
import { useFeatureFlag } from './useFeatureFlag';

type Props = {
  flag: FeatureFlag;
  opened?: boolean;
  /** Defaults to going back, as the spec asks: the screen behind is unusable. */
  onClose?: () => void;
  /** Overrides the '{Feature} is under maintenance. Will be live soon.' sentence. */
  message?: string;
};

/** Shown when a screen's feature flag is off (back-office §2.19, practice-and-support §2 item 10). */
export function MaintenancePopup({ flag, opened = true, onClose, message }: Props) {
  const navigate = useNavigate();
  // a popup opened from a direct link has no page to go back to, so it goes home instead
  const goBack = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate('/', { replace: true }));
  const close = onClose ?? goBack;
  return (
    <Modal opened={opened} onClose={close} title={flagLabel(flag)} centered data-testid="maintenance-popup">
      <Text>{message ?? maintenanceMessage(flag)}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={close}>OK</Button>
      </Group>
    </Modal>
  );
}

/** Renders children when the flag is on, otherwise the maintenance popup. */
export function FeatureGate({ flag, children, message }: { flag: FeatureFlag; children: ReactNode; message?: string }) {
  const { enabled, loading } = useFeatureFlag(flag);
  if (loading) return null;
  return enabled ? children : <MaintenancePopup flag={flag} message={message} />;
}
