import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';

/** §8: the ticket list's error state, with the server's sentence under the title. */
export function ListError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="tickets-error">
      <Stack align="center" gap="sm">
        <Title order={3}>Something went wrong</Title>
        {message && <Text c="dimmed" ta="center">{message}</Text>}
        <Button variant="light" onClick={onRetry}>Try again</Button>
      </Stack>
    </Paper>
  );
}

export function ListEmpty({ children = 'No tickets found' }: { children?: string }) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="tickets-empty">
      <Text ta="center" c="dimmed">{children}</Text>
    </Paper>
  );
}

export function ListLoading() {
  return (
    <Center mih={200} data-testid="tickets-loading">
      <Loader />
    </Center>
  );
}
