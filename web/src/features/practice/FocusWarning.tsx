import { Button, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

export const FOCUS_WARNING = 'Focus on your exam! Stop switching tabs. Use your brain, not Google.';

/** Shown when the student comes back after leaving the tab, while `active` (sectional and mock modes). */
export function FocusWarning({ active }: { active: boolean }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!active) return;
    const onChange = () => {
      if (document.visibilityState === 'hidden') setOpen(true);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [active]);
  return (
    <Modal opened={open} onClose={() => setOpen(false)} withCloseButton={false} centered data-testid="focus-warning">
      <Text fw={600} mb="md">{FOCUS_WARNING}</Text>
      <Button onClick={() => setOpen(false)}>OK</Button>
    </Modal>
  );
}
