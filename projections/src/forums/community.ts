import {
  type FarmhouseDoc, type FarmhouseEvent, farmhouseRoom, farmhousesView, type FarmlandDoc, type FarmlandEvent, farmlandsView,
  FORUMS_ROOM, memberDocId, type MemberDoc, membersView, type MembershipEvent, searchKeys,
} from '@exam/domain';
import type { StoredEvent } from '@exam/infra';
import type { ViewContext } from '../runner/types';

const LANDS = farmlandsView.name;
const HOUSES = farmhousesView.name;
const MEMBERS = membersView.name;

export async function applyFarmland(e: FarmlandEvent, event: StoredEvent, view: ViewContext) {
  const id = e.data.farmlandId;
  const doc = await view.get<FarmlandDoc>(LANDS, id);
  switch (e.type) {
    case 'FarmlandCreated': {
      const { farmlandId: _id, ...fields } = e.data;
      view.put(LANDS, { id, ...fields, isActive: true, isFeatured: false, createdAt: event.metadata.occurredAt } satisfies FarmlandDoc);
      break;
    }
    case 'FarmlandUpdated': {
      if (!doc) return;
      const { farmlandId: _id, ...fields } = e.data;
      view.put(LANDS, { ...doc, ...fields });
      if (fields.title !== doc.title) {
        // farmhouses carry their farmland's title for lists and breadcrumbs
        for (const h of await view.find<FarmhouseDoc>(HOUSES, { filter: { farmlandId: id } })) view.put(HOUSES, { ...h, farmlandTitle: fields.title });
      }
      break;
    }
    case 'FarmlandStatusChanged':
      if (doc) view.put(LANDS, { ...doc, isActive: e.data.isActive });
      break;
    case 'FarmlandFeaturedChanged':
      if (doc) view.put(LANDS, { ...doc, isFeatured: e.data.isFeatured });
      break;
  }
  view.notify([FORUMS_ROOM], LANDS, id);
}

export async function applyFarmhouse(e: FarmhouseEvent, event: StoredEvent, view: ViewContext) {
  const id = e.data.farmhouseId;
  const doc = await view.get<FarmhouseDoc>(HOUSES, id);
  switch (e.type) {
    case 'FarmhouseCreated': {
      const { farmhouseId: _id, ...fields } = e.data;
      const land = await view.get<FarmlandDoc>(LANDS, fields.farmlandId);
      view.put(HOUSES, {
        id, ...fields, farmlandTitle: land?.title ?? fields.farmlandId, isActive: true, isFeatured: false,
        memberCount: 0, postCount: 0, moderators: [], createdAt: event.metadata.occurredAt, searchKeys: searchKeys(fields.title, ...fields.tags),
      } satisfies FarmhouseDoc);
      break;
    }
    case 'FarmhouseUpdated': {
      if (!doc) return;
      const { farmhouseId: _id, ...fields } = e.data;
      view.put(HOUSES, { ...doc, ...fields, searchKeys: searchKeys(fields.title, ...fields.tags) });
      break;
    }
    case 'FarmhouseStatusChanged':
      if (doc) view.put(HOUSES, { ...doc, isActive: e.data.isActive });
      break;
    case 'FarmhouseFeaturedChanged':
      if (doc) view.put(HOUSES, { ...doc, isFeatured: e.data.isFeatured });
      break;
  }
  view.notify([FORUMS_ROOM, farmhouseRoom(id)], HOUSES, id);
}

export async function applyMembership(e: MembershipEvent, event: StoredEvent, view: ViewContext) {
  const { farmhouseId, farmlandId, userId, email, username } = e.data;
  const memberId = memberDocId(farmhouseId, userId);
  const [member, house] = await Promise.all([view.get<MemberDoc>(MEMBERS, memberId), view.get<FarmhouseDoc>(HOUSES, farmhouseId)]);
  let memberDelta = 0;
  let moderators = house?.moderators ?? [];
  switch (e.type) {
    case 'MemberJoined':
      if (member) return;
      view.put(MEMBERS, { id: memberId, farmhouseId, farmlandId, userId, email, username, role: 'member', joinedAt: event.metadata.occurredAt } satisfies MemberDoc);
      memberDelta = 1;
      break;
    case 'MemberLeft':
      if (!member) return;
      view.remove(MEMBERS, memberId);
      memberDelta = -1;
      moderators = moderators.filter((m) => m.userId !== userId);
      break;
    case 'ModeratorAssigned':
      view.put(MEMBERS, { ...(member ?? { id: memberId, farmhouseId, farmlandId, userId, email, username, joinedAt: event.metadata.occurredAt }), role: 'moderator' } satisfies MemberDoc);
      memberDelta = member ? 0 : 1;
      moderators = [...moderators.filter((m) => m.userId !== userId), { userId, email, username }];
      break;
    case 'ModeratorUnassigned':
      if (member) view.put(MEMBERS, { ...member, role: 'member' });
      moderators = moderators.filter((m) => m.userId !== userId);
      break;
  }
  if (house) view.put(HOUSES, { ...house, memberCount: Math.max(0, house.memberCount + memberDelta), moderators });
  view.notify([farmhouseRoom(farmhouseId)], HOUSES, farmhouseId);
}
