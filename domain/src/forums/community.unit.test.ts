import { describe, expect, it } from 'vitest';
import { farmhouseDecider, type FarmhouseEvent, farmlandDecider, type FarmlandEvent } from './community';
import { membershipDecider, type MembershipEvent } from './membership';
import { given, person, ref } from './test-kit';

const admin = person('admin', ['user', 'ForumAdmin']);
const alice = person('alice');
const fields = { title: 'IPMAT', description: 'Integrated programme', icon: '🎓', order: 1 };
const landCreated: FarmlandEvent = { type: 'FarmlandCreated', data: { farmlandId: 'ipmat', ...fields } };
const house = { exists: true, isActive: true, farmlandId: 'ipmat', allowedPostTypes: 'both' as const };

describe('farmlands and farmhouses', () => {
  it('lets a forum admin create, edit and toggle; nobody else', () => {
    expect(given(farmlandDecider).when({ type: 'CreateFarmland', data: { farmlandId: 'ipmat', ...fields } }, admin).events()).toHaveLength(1);
    given(farmlandDecider).when({ type: 'CreateFarmland', data: { farmlandId: 'ipmat', ...fields } }, alice).thenThrows('FORBIDDEN');
    expect(given(farmlandDecider, [landCreated]).when({ type: 'ToggleFarmlandStatus' }, admin).events()[0]).toMatchObject({ data: { isActive: false } });
    const off: FarmlandEvent = { type: 'FarmlandStatusChanged', data: { farmlandId: 'ipmat', isActive: false } };
    expect(given(farmlandDecider, [landCreated, off]).when({ type: 'ToggleFarmlandStatus' }, admin).events()[0]).toMatchObject({ data: { isActive: true } });
    expect(given(farmlandDecider, [landCreated]).when({ type: 'ToggleFarmlandFeatured' }, admin).events()[0]).toMatchObject({ data: { isFeatured: true } });
  });

  it('requires title and description, and parses order as an integer', () => {
    given(farmlandDecider, [landCreated]).when({ type: 'UpdateFarmland', data: { ...fields, title: ' ' } }, admin).thenThrows('VALIDATION_FAILED', 'Title and description are required');
    const [e] = given(farmlandDecider, [landCreated]).when({ type: 'UpdateFarmland', data: { ...fields, order: '3' as unknown as number } }, admin).events();
    expect(e).toMatchObject({ type: 'FarmlandUpdated', data: { order: 3 } });
    const hf = { title: 'Quant', description: 'Maths', icon: '', tags: ['a', 'a', 'b'], allowedPostTypes: 'academic' as const };
    const [h] = given(farmhouseDecider).when({ type: 'CreateFarmhouse', data: { farmhouseId: 'quant', farmlandId: 'ipmat', ...hf }, farmlandExists: true }, admin).events();
    expect(h).toMatchObject({ data: { tags: ['a', 'b'], allowedPostTypes: 'academic' } });
    given(farmhouseDecider).when({ type: 'CreateFarmhouse', data: { farmhouseId: 'q', farmlandId: 'nope', ...hf }, farmlandExists: false }, admin).thenThrows('NOT_FOUND');
    const created: FarmhouseEvent = h as FarmhouseEvent;
    given(farmhouseDecider, [created]).when({ type: 'UpdateFarmhouse', data: { ...hf, description: '' } }, admin).thenThrows('VALIDATION_FAILED', 'Title and description are required');
  });
});

describe('membership', () => {
  const joined: MembershipEvent = { type: 'MemberJoined', data: { farmhouseId: 'quant', farmlandId: 'ipmat', ...ref(alice) } };
  const modded: MembershipEvent = { type: 'ModeratorAssigned', data: { farmhouseId: 'quant', farmlandId: 'ipmat', ...ref(alice) } };
  const join = { type: 'JoinFarmhouse' as const, data: { farmhouseId: 'quant' }, farmhouse: house };
  const leave = { type: 'LeaveFarmhouse' as const, data: { farmhouseId: 'quant' }, farmhouse: house };

  it('joins and leaves', () => {
    expect(given(membershipDecider).when(join, alice).events()[0]).toMatchObject({ type: 'MemberJoined', data: { userId: alice.userId, email: 'alice@demo.in' } });
    expect(given(membershipDecider, [joined]).when(join, alice).events()).toEqual([]);
    expect(given(membershipDecider, [joined]).when(leave, alice).events()[0].type).toBe('MemberLeft');
    given(membershipDecider).when(leave, alice).thenThrows('VALIDATION_FAILED', 'You are not a member of this community');
    given(membershipDecider).when(join, null).thenThrows('UNAUTHENTICATED');
    given(membershipDecider).when({ ...join, farmhouse: { ...house, isActive: false } }, alice).thenThrows('VALIDATION_FAILED');
  });

  it('does not let a moderator leave through the button', () => {
    given(membershipDecider, [modded]).when(leave, alice).thenThrows('FORBIDDEN', 'Moderators cannot leave the community');
  });

  it('lets only an admin assign or remove moderators', () => {
    const set = (isModerator: boolean) => ({ type: 'SetModerator' as const, data: { farmhouseId: 'quant', isModerator, user: ref(alice) }, farmhouse: house });
    expect(given(membershipDecider).when(set(true), admin).events()[0]).toMatchObject({ type: 'ModeratorAssigned', data: { userId: alice.userId } });
    expect(given(membershipDecider, [modded]).when(set(true), admin).events()).toEqual([]);
    expect(given(membershipDecider, [modded]).when(set(false), admin).events()[0].type).toBe('ModeratorUnassigned');
    given(membershipDecider).when(set(true), alice).thenThrows('FORBIDDEN');
  });
});
