import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useRouteError } from 'react-router-dom';

/** Back-office §2.12: the load-error screen, with Refresh Page (reloads). */
export function ForumLoadError({ testId = 'forum-load-error' }: { testId?: string }) {
  return (
    <Center mih={240} data-testid={testId}>
      <Paper withBorder radius="md" p="lg" maw={460}>
        <Stack align="center" gap="xs">
          <Title order={3}>Something went wrong</Title>
          <Text c="dimmed" ta="center">We encountered an error while loading this content.</Text>
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        </Stack>
      </Paper>
    </Center>
  );
}

/** The other variant: the error's message, Try Again, Go to Forums Home. */
export function OopsScreen({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <Center mih={240} data-testid="forum-oops">
      <Paper withBorder radius="md" p="lg" maw={520}>
        <Stack align="center" gap="xs">
          <Title order={3}>Oops! Something went wrong</Title>
          <Text c="dimmed" ta="center">{message || 'An unexpected error occurred while loading this content.'}</Text>
          <Group>
            <Button onClick={onRetry}>Try Again</Button>
            <Button component={Link} to="/forums" variant="light" onClick={onRetry}>Go to Forums Home</Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

/** The router's errorElement for /forums. */
export function ForumRouteError() {
  const error = useRouteError();
  return <OopsScreen message={error instanceof Error ? error.message : undefined} onRetry={() => window.location.reload()} />;
}

/** Keeps the forum header and sidebar when one page fails to render. */
export class ForumErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Forum page failed', error, info.componentStack);
  }
  override render() {
    if (this.state.error) return <OopsScreen message={this.state.error.message} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
