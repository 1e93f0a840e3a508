import { describe, expect, it } from 'vitest';
import { type PostCommand, postDecider, type PostEvent } from './post';
import { given, person, ref } from './test-kit';

const alice = person('alice');
const bob = person('bob');
const mod = person('mod');
const admin = person('admin', ['user', 'ForumAdmin']);
const member = { isMember: true, isModerator: false };
const stranger = { isMember: false, isModerator: false };
const moderator = { isMember: true, isModerator: true };
const house = { exists: true, isActive: true, farmlandId: 'ipmat', allowedPostTypes: 'both' as const };

const content = (over: Record<string, unknown> = {}) => ({ title: 'How to solve P&C?', description: 'Stuck on circular arrangements', type: 'academic' as const, tags: [], links: [], ...over });
const create = (over: Record<string, unknown> = {}, extra: Partial<Extract<PostCommand, { type: 'CreatePost' }>> = {}): PostCommand => ({
  type: 'CreatePost', data: { postId: 'p1', farmhouseId: 'quant', content: content(over), images: [] }, farmhouse: house, membership: member, ...extra,
});
const created = (type: 'academic' | 'discussion' = 'academic'): PostEvent => ({
  type: 'PostCreated', data: { postId: 'p1', farmlandId: 'ipmat', farmhouseId: 'quant', author: ref(alice), images: [], title: 't', description: 'd', type, tags: [], links: [] },
});
const img = (size = 1000, mimeType = 'image/png') => ({ id: 'i', mimeType, size, filename: 'a.png' });

describe('creating a post', () => {
  it('records the post with its author, cleaned tags and links', () => {
    const [e] = given(postDecider).when(create({ tags: ['algebra', ' Algebra ', 'p&c'], links: ['https://a.in/x', 'https://a.in/x'] }), alice).events();
    expect(e).toMatchObject({ type: 'PostCreated', data: { postId: 'p1', farmlandId: 'ipmat', author: { userId: alice.userId, email: 'alice@demo.in' }, tags: ['algebra', 'p&c'], links: ['https://a.in/x'] } });
  });

  it('needs login and membership', () => {
    given(postDecider).when(create(), null).thenThrows('UNAUTHENTICATED');
    given(postDecider).when(create({}, { membership: stranger }), alice).thenThrows('FORBIDDEN', 'Join this community to post or comment');
    expect(given(postDecider).when(create({}, { membership: stranger }), admin).events()).toHaveLength(1);
  });

  it('enforces the spec limits with its sentences', () => {
    const fails = (over: Record<string, unknown>, message: string) => given(postDecider).when(create(over), alice).thenThrows('VALIDATION_FAILED', message);
    fails({ title: ' ' }, 'Title is required');
    fails({ title: 'x'.repeat(201) }, 'Title must be at most 200 characters');
    fails({ description: 'x'.repeat(5001) }, 'Description must be at most 5000 characters');
    fails({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'Up to 10 unique tags');
    fails({ links: Array.from({ length: 6 }, (_, i) => `https://x.in/${i}`) }, 'Up to 5 unique links');
    fails({ links: ['javascript:alert(1)'] }, 'Each link must be a valid URL');
    fails({ type: 'discussion', exam: 'IPMAT' }, 'Exam and topic apply only to academic posts');
    expect(given(postDecider).when(create({ title: 'x'.repeat(200), tags: Array.from({ length: 10 }, (_, i) => `t${i}`) }), alice).events()).toHaveLength(1);
  });

  it('accepts up to 5 images of at most 5 MB each, and only images', () => {
    const withImages = (images: ReturnType<typeof img>[]) => ({ ...create(), data: { ...(create() as any).data, images } }) as PostCommand;
    expect(given(postDecider).when(withImages([img(), img(), img(), img(), img(5242880)]), alice).events()).toHaveLength(1);
    given(postDecider).when(withImages(Array(6).fill(img())), alice).thenThrows('VALIDATION_FAILED', 'Up to 5 images');
    given(postDecider).when(withImages([img(5242881)]), alice).thenThrows('VALIDATION_FAILED', 'Each image must be at most 5 MB');
    given(postDecider).when(withImages([img(10, 'text/html')]), alice).thenThrows('VALIDATION_FAILED');
  });

  it('follows the farmhouse allowed post types and status', () => {
    given(postDecider).when(create({}, { farmhouse: { ...house, allowedPostTypes: 'discussion' } }), alice).thenThrows('VALIDATION_FAILED', 'This community does not allow this post type');
    expect(given(postDecider).when(create({ type: 'discussion' }, { farmhouse: { ...house, allowedPostTypes: 'discussion' } }), alice).events()).toHaveLength(1);
    given(postDecider).when(create({}, { farmhouse: { ...house, isActive: false } }), alice).thenThrows('VALIDATION_FAILED');
    given(postDecider).when(create({}, { farmhouse: { ...house, exists: false } }), alice).thenThrows('NOT_FOUND');
  });
});

describe('managing a post', () => {
  const edit: PostCommand = { type: 'EditPost', data: { title: 'New title', description: 'new', tags: [], links: [] }, membership: member };
  it('lets the author or a moderator edit and delete; not someone else', () => {
    expect(given(postDecider, [created()]).when(edit, alice).events()[0]).toMatchObject({ type: 'PostEdited', data: { title: 'New title', editedBy: alice.userId } });
    expect(given(postDecider, [created()]).when({ ...edit, membership: moderator }, mod).events()).toHaveLength(1);
    given(postDecider, [created()]).when(edit, bob).thenThrows('FORBIDDEN');
    const del: PostCommand = { type: 'DeletePost', data: {}, membership: member };
    expect(given(postDecider, [created()]).when(del, alice).events()[0].type).toBe('PostDeleted');
    given(postDecider, [created()]).when(del, bob).thenThrows('FORBIDDEN');
    const deleted: PostEvent = { type: 'PostDeleted', data: { postId: 'p1', farmhouseId: 'quant', deletedBy: alice.userId } };
    given(postDecider, [created(), deleted]).when(edit, alice).thenThrows('NOT_FOUND');
  });

  it('lets only moderators and admins pin, archive and move', () => {
    for (const type of ['PinPost', 'ArchivePost'] as const) {
      const cmd = { type, data: {}, membership: member } as PostCommand;
      given(postDecider, [created()]).when(cmd, alice).thenThrows('FORBIDDEN');
      expect(given(postDecider, [created()]).when({ ...cmd, membership: moderator } as PostCommand, mod).events()).toHaveLength(1);
      expect(given(postDecider, [created()]).when(cmd, admin).events()).toHaveLength(1);
    }
    const archived: PostEvent = { type: 'PostArchived', data: { postId: 'p1', farmhouseId: 'quant', reason: 'solved' } };
    expect(given(postDecider, [created(), archived]).when({ type: 'UnarchivePost', membership: moderator }, mod).events()[0].type).toBe('PostUnarchived');
    const move: PostCommand = { type: 'MovePost', data: { farmhouseId: 'verbal' }, target: { ...house, farmlandId: 'cat' }, membership: moderator };
    expect(given(postDecider, [created()]).when(move, mod).events()[0]).toMatchObject({ data: { fromFarmhouseId: 'quant', toFarmhouseId: 'verbal', toFarmlandId: 'cat' } });
    given(postDecider, [created()]).when({ ...move, target: { ...house, allowedPostTypes: 'discussion' } }, mod).thenThrows('VALIDATION_FAILED');
  });
});

describe('marking the answer', () => {
  const comment = (author = bob, postId = 'p1') => ({ exists: true, postId, isDeleted: false, author: ref(author) });
  const mark = (commentId: string, who = bob, membership = member): PostCommand => ({ type: 'MarkAnswer', data: { commentId }, comment: comment(who), membership });

  it('lets the post author or a moderator mark one comment; marking another moves it', () => {
    const [first] = given(postDecider, [created()]).when(mark('c1'), alice).events();
    expect(first).toMatchObject({ type: 'CommentMarkedAsAnswer', data: { commentId: 'c1', commentAuthor: { userId: bob.userId }, previous: null } });
    const [moved] = given(postDecider, [created(), first]).when(mark('c2', mod), alice).events();
    expect(moved).toMatchObject({ data: { commentId: 'c2', previous: { commentId: 'c1', author: { userId: bob.userId } } } });
    expect(given(postDecider, [created(), first]).when(mark('c1'), alice).events()).toEqual([]);
    expect(given(postDecider, [created()]).when(mark('c1', bob, moderator), mod).events()).toHaveLength(1);
    given(postDecider, [created()]).when(mark('c1'), bob).thenThrows('FORBIDDEN');
  });

  it('is only for academic posts and comments of this post', () => {
    given(postDecider, [created('discussion')]).when(mark('c1'), alice).thenThrows('VALIDATION_FAILED', 'Only academic posts can have an accepted answer');
    given(postDecider, [created()]).when({ ...mark('c1'), comment: comment(bob, 'other') } as PostCommand, alice).thenThrows('VALIDATION_FAILED');
    given(postDecider, [created()]).when({ ...mark('c1'), comment: { ...comment(), isDeleted: true } } as PostCommand, alice).thenThrows('NOT_FOUND');
  });
});
