import { Alert, Button, FileInput, Group, Paper, SegmentedControl, Select, Stack, TagsInput, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { allowsType, FORUM_LIMITS as L, forumMessages as M, IMAGE_MIME_TYPES, type PostContentInput, postContentSchema, type PostType } from '@exam/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { errorMessage } from '../../../lib/http';
import { zodValidate } from '../../../lib/zodForm';
import { sessionAtom } from '../../auth/atoms';
import { forumApi, postPath } from '../api';
import { ForumLoadError } from '../components/ForumError';
import { MembershipButton } from '../components/MembershipButton';
import { ListSkeleton } from '../components/Skeletons';
import { EXAMS, TOPICS } from '../format';
import { useLive } from '../useLive';

/** Client-side image check (the server checks the bytes again). */
function checkImages(files: File[]): string | null {
  if (files.length > L.images) return M.imagesMax;
  if (files.some((f) => f.size > L.imageBytes)) return M.imageTooLarge;
  if (files.some((f) => !(IMAGE_MIME_TYPES as readonly string[]).includes(f.type))) return M.imageType;
  return null;
}

/** /forums/{farmland}/{farmhouse}/new (spec §5 Post). */
export function CreatePostPage() {
  const { farmland = '', farmhouse = '' } = useParams();
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const live = useLive(() => forumApi.farmhouse(farmhouse), [], [farmhouse, session.status]);
  const [images, setImages] = useState<File[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const allowed = live.data?.farmhouse.allowedPostTypes ?? 'both';
  const form = useForm<PostContentInput>({
    initialValues: { title: '', description: '', type: allowsType(allowed, 'discussion') ? 'discussion' : 'academic', exam: '', topic: '', tags: [], links: [] },
  });
  // the default type follows the farmhouse once it is known: discussion when allowed (spec §5)
  const type: PostType = allowsType(allowed, form.values.type) ? form.values.type : allowsType(allowed, 'discussion') ? 'discussion' : 'academic';

  if (session.status === 'anonymous') return <Navigate to="/login" replace state={{ from: location }} />;
  if (live.error && !live.data) return <ForumLoadError />;
  if (!live.data) return <ListSkeleton count={1} />;
  const { membership } = live.data;
  if (!membership.isMember && membership.role !== 'admin') {
    return (
      <Alert title="Join this community to post" data-testid="join-to-post">
        <Group>
          <Text size="sm">{M.membershipRequired}</Text>
          <MembershipButton farmhouse={live.data.farmhouse} membership={membership} onChanged={(after) => void live.reload(after)} />
        </Group>
      </Alert>
    );
  }

  const imageError = checkImages(images);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const academic = type === 'academic';
    // exam and topic are kept in the form when switching types, but only academic posts send them
    const values = { ...form.values, type, exam: academic ? form.values.exam || undefined : undefined, topic: academic ? form.values.topic || undefined : undefined };
    const errors = zodValidate(postContentSchema)(values);
    form.setErrors(errors);
    if (Object.keys(errors).length || imageError) return;
    setSubmitting(true);
    try {
      const r = await forumApi.createPost({ ...values, farmhouseId: farmhouse }, images);
      notifications.show({ color: 'green', message: 'Post created successfully!' });
      navigate(postPath({ farmlandId: r.farmlandId || farmland, farmhouseId: farmhouse, id: r.postId }), { state: { after: r.position } });
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e, 'Failed to create post. Please try again.') });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={760} data-testid="create-post-page">
      <form onSubmit={submit}>
        <Stack>
          <div>
            <Anchor to={`/forums/${farmland}/${farmhouse}`}>{live.data.farmhouse.icon} {live.data.farmhouse.title}</Anchor>
            <Title order={2}>Create a post</Title>
          </div>
          {allowed === 'both' && (
            <SegmentedControl data={[{ value: 'discussion', label: 'Discussion' }, { value: 'academic', label: 'Academic question' }]} value={type} onChange={(v) => form.setFieldValue('type', v as PostType)} data-testid="post-type" />
          )}
          <TextInput label="Title" required maxLength={L.title + 50} description={`${form.values.title.length}/${L.title}`} {...form.getInputProps('title')} data-testid="post-title" />
          <Textarea label="Description" required autosize minRows={5} description={`${form.values.description.length}/${L.description}`} {...form.getInputProps('description')} data-testid="post-description" />
          {type === 'academic' && (
            <Group grow>
              <Select label="Exam" data={EXAMS} clearable searchable {...form.getInputProps('exam')} data-testid="post-exam" />
              <Select label="Topic" data={TOPICS} clearable searchable {...form.getInputProps('topic')} data-testid="post-topic" />
            </Group>
          )}
          <TagsInput label="Tags" description={`Up to ${L.tags} unique tags`} maxTags={L.tags} clearable {...form.getInputProps('tags')} />
          <TagsInput label="Links" description={`Up to ${L.links} links (https://...)`} maxTags={L.links} clearable {...form.getInputProps('links')} />
          <FileInput label="Images" description={`Up to ${L.images} images, 5 MB each`} multiple accept={IMAGE_MIME_TYPES.join(',')} clearable value={images} onChange={setImages} error={imageError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(-1)}>Cancel</Button>
            <Button type="submit" loading={submitting} disabled={!!imageError} data-testid="post-submit">Post</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function Anchor({ to, children }: { to: string; children: ReactNode }) {
  return <Text component={Link} to={to} size="sm" c="dimmed">{children}</Text>;
}
