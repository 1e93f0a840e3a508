import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FORUMS_ROOM } from '@exam/domain';
import { useAtomValue } from 'jotai';
import { Link, useParams } from 'react-router-dom';
import { forumApi } from '../api';
import { myMembershipsAtom } from '../atoms';
import { ForumLoadError } from '../components/ForumError';
import { MembershipButton } from '../components/MembershipButton';
import { ListSkeleton } from '../components/Skeletons';
import { useLive } from '../useLive';
import { WidgetsColumn } from '../widgets/WidgetsColumn';

/** /forums/{farmland}: the community and its sub-communities. */
export function FarmlandPage() {
  const { farmland = '' } = useParams();
  const live = useLive(() => forumApi.farmland(farmland), [FORUMS_ROOM], [farmland], ['forum_farmlands', 'forum_farmhouses']);
  const data = live.data;
  const mine = useAtomValue(myMembershipsAtom);
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <Stack gap="md" style={{ flex: 1, minWidth: 300 }} data-testid="farmland-page">
        {live.error && !data && <ForumLoadError />}
        {!data && !live.error && <ListSkeleton />}
        {data && (
          <>
            <div>
              <Anchor component={Link} to="/forums" size="sm">Forums</Anchor>
              <Title order={2}>{data.farmland.icon} {data.farmland.title}</Title>
              <Text c="dimmed">{data.farmland.description}</Text>
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {data.farmhouses.map((h) => (
                <Card key={h.id} withBorder radius="md" data-testid={`farmhouse-card-${h.id}`}>
                  <Anchor component={Link} to={`/forums/${farmland}/${h.id}`} fw={600} c="inherit">{h.icon} {h.title}</Anchor>
                  <Text size="sm" c="dimmed" lineClamp={2}>{h.description}</Text>
                  <Group justify="space-between" mt="sm">
                    <Text size="xs" c="dimmed">{h.memberCount} members · {h.postCount} posts</Text>
                    <MembershipButton size="xs" farmhouse={h} membership={{ isMember: h.isMember, role: h.isMember ? (mine.get(h.id) ?? 'member') : null }} onChanged={(after) => void live.reload(after)} />
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
      <WidgetsColumn />
    </Group>
  );
}
