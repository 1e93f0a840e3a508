import { Anchor, Avatar, Badge, Group, Paper, Progress, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { LEADERBOARD_ROOM, LEADERBOARD_VIEW } from '@exam/domain';
import { Link, useParams } from 'react-router-dom';
import { forumApi, postPath } from '../api';
import { ForumLoadError } from '../components/ForumError';
import { PostCard } from '../components/PostCard';
import { ListSkeleton } from '../components/Skeletons';
import { ACTION_LABELS, initial, signed, timeAgo } from '../format';
import { useLive } from '../useLive';

/** /forums/p/{username}: three summary cards and the Posts, Comments, Activity, Achievements tabs. */
export function ProfilePage() {
  const { username = '' } = useParams();
  // points change when others vote: the leaderboard room says whose
  const live = useLive((after) => forumApi.profile(username, after), [LEADERBOARD_ROOM], [username], [LEADERBOARD_VIEW]);
  const data = live.data;
  if (live.error && !data) return <ForumLoadError />;
  if (!data) return <ListSkeleton count={2} />;
  const { user, activity, achievements } = data;

  return (
    <Stack gap="md" data-testid="profile-page">
      <Paper withBorder radius="md" p="lg">
        <Group>
          <Avatar size="lg" radius="xl" color="teal" src={user.avatar ?? undefined}>{initial(user.username)}</Avatar>
          <div>
            <Title order={2}>{user.name}</Title>
            <Text c="dimmed" size="sm">@{user.username} · {user.email}</Text>
          </div>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SummaryCard label="Total points" value={activity.totalPoints} testId="profile-points" />
        <SummaryCard label="Posts" value={activity.totalPosts} testId="profile-posts" />
        <SummaryCard label="Comments" value={activity.totalComments} testId="profile-comments" />
      </SimpleGrid>
      <Tabs defaultValue="posts" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="posts">Posts</Tabs.Tab>
          <Tabs.Tab value="comments">Comments</Tabs.Tab>
          <Tabs.Tab value="activity">Activity</Tabs.Tab>
          <Tabs.Tab value="achievements">Achievements</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="posts" pt="md">
          <Stack gap="sm">
            {data.posts.length === 0 && <Text c="dimmed">No posts yet</Text>}
            {data.posts.map((p) => <PostCard key={p.id} post={p} />)}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="comments" pt="md">
          <Stack gap="sm">
            {data.comments.length === 0 && <Text c="dimmed">No comments yet</Text>}
            {data.comments.map((c) => (
              <Paper key={c.id} withBorder radius="sm" p="sm">
                <Anchor component={Link} to={`${postPath({ farmlandId: c.farmlandId, farmhouseId: c.farmhouseId, id: c.postId })}#comment-${c.id}`} size="sm" fw={600}>
                  {c.postTitle || 'A post'}
                </Anchor>
                <Text size="sm" lineClamp={3}>{c.content}</Text>
                <Text size="xs" c="dimmed">{timeAgo(c.createdAt)}{c.isCorrectAnswer ? ' · ✓ accepted answer' : ''}</Text>
              </Paper>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="activity" pt="md">
          <Stack gap={6} data-testid="profile-activity">
            {activity.recentActivity.length === 0 && <Text c="dimmed">No activity yet</Text>}
            {activity.recentActivity.map((a, i) => (
              <Group key={i} justify="space-between">
                <Text size="sm">{ACTION_LABELS[a.action]}</Text>
                <Group gap="sm">
                  <Badge color={a.points >= 0 ? 'teal' : 'red'} variant="light">{signed(a.points)}</Badge>
                  <Text size="xs" c="dimmed">{timeAgo(a.createdAt)}</Text>
                </Group>
              </Group>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="achievements" pt="md">
          <Stack gap="md" data-testid="profile-achievements">
            <Group gap="xs">
              {achievements.earned.length === 0 && <Text c="dimmed" size="sm">No achievements yet</Text>}
              {achievements.earned.map((a) => <Badge key={a.id} size="lg" color="yellow" title={a.description}>🏆 {a.name}</Badge>)}
            </Group>
            {achievements.next.map((a) => (
              <div key={a.id}>
                <Group justify="space-between"><Text size="sm" fw={600}>{a.name}</Text><Text size="xs" c="dimmed">{a.value}/{a.threshold}</Text></Group>
                <Text size="xs" c="dimmed">{a.description}</Text>
                <Progress value={a.progress * 100} mt={4} />
              </div>
            ))}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function SummaryCard({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" ta="center">
      <Text fz={28} fw={700} data-testid={testId}>{value}</Text>
      <Text size="sm" c="dimmed">{label}</Text>
    </Paper>
  );
}
