import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { userAtom } from '../features/auth/atoms';

const SECTIONS = [
  { to: '/practice', title: 'Practice', text: 'Questions from the bank, filtered by exam, topic and difficulty.' },
  { to: '/analytics', title: 'Analytics', text: 'Topic accuracy, attempts and your SWOT analysis.' },
  { to: '/forums', title: 'Forums', text: 'Ask doubts and help other aspirants.' },
  { to: '/tickets', title: 'Tickets', text: 'Raise a support ticket and follow its progress.' },
];

export function HomePage() {
  const user = useAtomValue(userAtom);
  return (
    <Stack gap="lg" data-testid="home">
      <div>
        <Title order={1}>{user ? `Welcome back, ${user.username}` : 'Prepare for IPMAT, JIPMAT, CUET and CAT'}</Title>
        <Text c="dimmed" mt="xs">
          Practise questions, review mocks, track your progress topic by topic and get help when you are stuck.
        </Text>
      </div>
      {!user && (
        <Group>
          <Button component={Link} to="/register">
            Register for free
          </Button>
          <Button component={Link} to="/login" variant="light">
            Login
          </Button>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {SECTIONS.map((s) => (
          <Card key={s.to} component={Link} to={s.to} withBorder radius="md" padding="lg">
            <Text fw={600}>{s.title}</Text>
            <Text size="sm" c="dimmed">
              {s.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
