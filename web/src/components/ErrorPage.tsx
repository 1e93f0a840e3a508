import { Button, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { NotFoundPage } from '../app/NotFoundPage';

/** Practice-and-support §2 item 8. */
const TROUBLESHOOTING = [
  'Close this tab and try again in a new one.',
  'Check your network connection.',
  'Clear your browser cache.',
  'Try another browser.',
  'Disable browser extensions.',
];

/** The router's errorElement: any render or loader failure below the shell ends up here. */
export function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (error) console.error(error);
  return <ErrorPanel />;
}

export function ErrorPanel() {
  return (
    <Container size="sm" py="xl" data-testid="error-page">
      <Paper withBorder radius="md" p="lg">
        <Stack>
          <Title order={2}>Something went wrong</Title>
          <Text>
            If this happened during a sectional test, do not worry: your last auto-saved attempt may still be
            extracted, so your answers are not lost.
          </Text>
          <Group>
            <Button onClick={() => window.location.reload()}>Refresh</Button>
            <Button component={Link} to="/tickets" variant="light">
              Report issue
            </Button>
          </Group>
          <div>
            <Text fw={500} mb="xs">
              If the problem continues:
            </Text>
            <List size="sm" spacing={4}>
              {TROUBLESHOOTING.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          </div>
        </Stack>
      </Paper>
    </Container>
  );
}
