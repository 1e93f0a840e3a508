import { Alert, Badge, Button, Center, Code, Group, Loader, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { errorMessage, type Position } from '../../lib/http';
import { useRoom } from '../../lib/socket';
import { flagsAtom, loadFlagsAtom, toggleFlagAtom } from './atoms';
import { flagLabel } from './labels';

/** Spec back-office §9.1: success toasts stay 3 s, failures 4 s. */
const SUCCESS_MS = 3000;
const FAILURE_MS = 4000;

/** Feature Flags Admin Panel (back-office §2.7): every flag with a live switch. */
export function FeatureFlagsPage() {
  const flags = useAtomValue(flagsAtom);
  const load = useSetAtom(loadFlagsAtom);
  const toggle = useSetAtom(toggleFlagAtom);

  // failures land in flagsAtom.error and are shown below, so the promise is only settled here
  const refresh = useCallback((after?: Position) => load({ after }).catch(() => undefined), [load]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // another admin's toggle (or our own after a reconnect) arrives as a notice: read again
  useRoom('flags', (notice) => void refresh(notice?.position));

  const onToggle = async (flag: string, checked: boolean) => {
    const value = checked ? 1 : 0;
    try {
      const res = await toggle({ flag, value });
      notifications.show({ color: 'green', message: `${flag} ${value ? 'enabled' : 'disabled'}`, autoClose: SUCCESS_MS });
      void refresh(res.position);
    } catch (e) {
      notifications.show({
        color: 'red',
        title: 'Error',
        message: `Failed to toggle feature: ${errorMessage(e, 'Unknown error')}`,
        autoClose: FAILURE_MS,
      });
    }
  };

  const firstLoad = flags.status === 'idle' || flags.status === 'loading';

  return (
    <Stack data-testid="flags-panel">
      <div>
        <Title order={2}>Feature flags</Title>
        <Text c="dimmed" size="sm">
          Switch product features on or off for every student. Changes apply immediately.
        </Text>
      </div>

      {flags.status === 'error' && (
        <Alert color="red" title="Failed to load feature flags" data-testid="flags-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{flags.error}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void refresh()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {flags.status === 'ready' && flags.error && (
        <Alert color="yellow" data-testid="flags-stale">
          Failed to load feature flags; showing the last known values.
        </Alert>
      )}

      {firstLoad ? (
        <Center mih={200} data-testid="flags-loading">
          <Loader />
        </Center>
      ) : flags.status === 'ready' ? (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Feature</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Active</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {flags.names.map((name) => {
                  const on = flags.values[name] === 1;
                  return (
                    <Table.Tr key={name} data-testid={`flag-row-${name}`}>
                      <Table.Td>
                        <Text fw={500}>{flagLabel(name)}</Text>
                        <Code>{name}</Code>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={on ? 'green' : 'gray'} variant="light">
                          {on ? 'Active' : 'Inactive'}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group justify="flex-end">
                          <Switch
                            aria-label={name}
                            data-testid={`flag-${name}`}
                            checked={on}
                            disabled={flags.isPending(name)}
                            // Mantine draws the track over its hidden input; lifting the input
                            // lets a click on the switch (or a test's click on its test id) hit it
                            styles={{ input: { zIndex: 1, cursor: 'pointer' } }}
                            onChange={(e) => void onToggle(name, e.currentTarget.checked)}
                          />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
    </Stack>
  );
}
