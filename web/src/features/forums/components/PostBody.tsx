import { Alert, Anchor, Badge, Button, Group, Image, Modal, Paper, SimpleGrid, Stack, TagsInput, Text, Textarea, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { editPostInput, FORUM_LIMITS as L, type VoteDirection } from '@exam/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, type Position } from '../../../lib/http';
import { zodValidate } from '../../../lib/zodForm';
import { forumApi, imageUrl, type PostData, postPath } from '../api';
import { timeAgo } from '../format';
import { ShareMenu } from './ShareMenu';
import { VoteButtons } from './VoteButtons';

type Props = { data: PostData; userId: string | null; onVote: (d: VoteDirection) => void; onChanged: (after?: Position) => void };

export function PostBody({ data, userId, onVote, onChanged }: Props) {
  const { post } = data;
  const [editing, setEditing] = useState(false);
  const mine = userId === post.authorId;
  const remove = () =>
    modals.openConfirmModal({
      title: 'Delete this post?', labels: { confirm: 'Delete', cancel: 'Cancel' }, confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          onChanged((await forumApi.deletePost(post.id)).position);
        } catch (e) {
          notifications.show({ color: 'red', message: errorMessage(e) });
        }
      },
    });

  return (
    <Paper withBorder radius="md" p="lg" data-testid="post-body">
      <Stack gap="sm">
        <Group gap={6}>
          {post.isPinned && <Badge color="orange" variant="light">📌 Pinned</Badge>}
          <Badge variant="light" color={post.type === 'academic' ? 'grape' : 'blue'}>{post.type}</Badge>
          {post.isCorrectAnswerMarked && <Badge color="teal" data-testid="post-solved">✓ Solved</Badge>}
          {post.exam && <Badge variant="outline">{post.exam}</Badge>}
          {post.topic && <Badge variant="outline">{post.topic}</Badge>}
        </Group>
        <Title order={2} data-testid="post-title">{post.title}</Title>
        <Text size="xs" c="dimmed">
          <Anchor component={Link} to={`/forums/p/${post.authorUsername}`} size="xs">{post.authorUsername}</Anchor> · {timeAgo(post.createdAt)}
          {post.isEdited ? ' · edited' : ''}
        </Text>
        {post.isArchived && (
          <Alert color="gray" data-testid="post-archived">This post is archived: comments and replies are closed.{post.archiveReason ? ` Reason: ${post.archiveReason}` : ''}</Alert>
        )}
        {!post.isDeleted && <Text style={{ whiteSpace: 'pre-wrap' }}>{post.description}</Text>}
        {post.images.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {post.images.map((img) => (
              <a key={img.id} href={imageUrl(img.id)} target="_blank" rel="noopener noreferrer">
                <Image src={imageUrl(img.id)} alt={img.filename} radius="sm" mah={240} fit="contain" />
              </a>
            ))}
          </SimpleGrid>
        )}
        {post.links.length > 0 && (
          <Stack gap={2}>
            {post.links.map((l) => <Anchor key={l} href={l} target="_blank" rel="noopener noreferrer nofollow ugc" size="sm">{l}</Anchor>)}
          </Stack>
        )}
        {post.tags.length > 0 && <Group gap={4}>{post.tags.map((t) => <Badge key={t} size="sm" variant="dot">{t}</Badge>)}</Group>}
        <Group justify="space-between">
          <Group gap="md">
            <VoteButtons votes={post.votes} mine={data.myVotes[post.id]} testId="post-vote" disabled={mine || post.isDeleted} disabledReason={mine ? 'You cannot vote on your own post' : undefined} onVote={onVote} />
            <Text size="sm" c="dimmed" data-testid="comment-count">💬 {post.commentCount}</Text>
          </Group>
          <Group gap="xs">
            {data.can.edit && <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)}>Edit</Button>}
            {data.can.edit && mine && <Button size="compact-sm" variant="subtle" color="red" onClick={remove}>Delete</Button>}
            {!post.isDeleted && <ShareMenu path={postPath(post)} title={post.title} />}
          </Group>
        </Group>
      </Stack>
      {editing && <EditPostModal data={data} onClose={() => setEditing(false)} onSaved={onChanged} />}
    </Paper>
  );
}

function EditPostModal({ data, onClose, onSaved }: { data: PostData; onClose: () => void; onSaved: (after?: Position) => void }) {
  const { post } = data;
  const [values, setValues] = useState({ title: post.title, description: post.description, tags: post.tags, links: post.links, exam: post.exam ?? '', topic: post.topic ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const errs = zodValidate(editPostInput)(values) as Record<string, string>;
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setBusy(true);
    try {
      const r = await forumApi.editPost(post.id, { ...values, exam: values.exam || undefined, topic: values.topic || undefined });
      onSaved(r.position);
      onClose();
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Edit post" size="lg">
      <Stack>
        <TextInput label="Title" value={values.title} error={errors.title} description={`${values.title.length}/${L.title}`} onChange={(e) => setValues({ ...values, title: e.currentTarget.value })} />
        <Textarea label="Description" autosize minRows={5} value={values.description} error={errors.description} description={`${values.description.length}/${L.description}`} onChange={(e) => setValues({ ...values, description: e.currentTarget.value })} />
        <TagsInput label="Tags" maxTags={L.tags} value={values.tags} error={errors.tags} onChange={(tags) => setValues({ ...values, tags })} />
        <TagsInput label="Links" maxTags={L.links} value={values.links} error={errors.links} onChange={(links) => setValues({ ...values, links })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button loading={busy} onClick={() => void save()}>Save</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
