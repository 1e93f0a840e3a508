import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { forumsHomeAtom, myMembershipsAtom } from '../atoms';
import { ForumLoadError } from '../components/ForumError';
import { PostCard } from '../components/PostCard';
import { ListSkeleton } from '../components/Skeletons';
import { WidgetsColumn } from '../widgets/WidgetsColumn';

/** /forums: communities (featured first) and recent posts. */
export function ForumsHomePage() {
  const home = useAtomValue(forumsHomeAtom);
  const mine = useAtomValue(myMembershipsAtom);
  const data = home.data;
  const featured = data?.farmlands.flatMap((l) => l.farmhouses.filter((h) => h.isFeatured)) ?? [];

  return (
    <Group align="flex-start" gap="md" wrap="wrap" data-testid="forums-home">
      <Stack gap="lg" style={{ flex: 1, minWidth: 300 }}>
        <div>
          <Title order={2}>Community forums</Title>
          <Text c="dimmed">Ask doubts, share strategy and help other aspirants.</Text>
        </div>
        {home.status === 'error' && !data && <ForumLoadError />}
        {!data && home.status !== 'error' && <ListSkeleton />}
        {featured.length > 0 && (
          <div>
            <Title order={4} mb="xs">Featured communities</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {featured.map((h) => (
                <Card key={h.id} withBorder radius="md" component={Link} to={`/forums/${h.farmlandId}/${h.id}`}>
                  <Text fw={600}>{h.icon} {h.title}</Text>
                  <Text size="xs" c="dimmed">{h.farmlandTitle} · {h.memberCount} members · {h.postCount} posts</Text>
                </Card>
              ))}
            </SimpleGrid>
          </div>
        )}
        {data?.farmlands.map((land) => (
          <div key={land.id} data-testid={`farmland-${land.id}`}>
            <Group gap="xs" mb="xs">
              <Anchor component={Link} to={`/forums/${land.id}`} fw={700} fz="lg" c="inherit">{land.icon} {land.title}</Anchor>
              {land.isFeatured && <Badge size="xs" color="yellow">Featured</Badge>}
              {data.isAdmin && <Anchor component={Link} to={`/forums/${land.id}/admin`} size="xs">Manage</Anchor>}
            </Group>
            <Text size="sm" c="dimmed" mb="xs">{land.description}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {land.farmhouses.map((h) => (
                <Card key={h.id} withBorder radius="md" padding="sm" component={Link} to={`/forums/${land.id}/${h.id}`}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600} size="sm">{h.icon} {h.title}</Text>
                    {mine.has(h.id) && <Badge size="xs" variant="light">{mine.get(h.id) === 'moderator' ? 'Moderator' : 'Joined'}</Badge>}
                  </Group>
                  <Text size="xs" c="dimmed" lineClamp={2}>{h.description}</Text>
                  <Text size="xs" c="dimmed" mt={4}>{h.memberCount} members · {h.postCount} posts</Text>
                </Card>
              ))}
            </SimpleGrid>
          </div>
        ))}
        {data && data.recentPosts.length > 0 && (
          <div>
            <Title order={4} mb="xs">Recent posts</Title>
            <Stack gap="sm">
              {data.recentPosts.map((p) => <PostCard key={p.id} post={p} />)}
            </Stack>
          </div>
        )}
      </Stack>
      <WidgetsColumn />
    </Group>
  );
}
