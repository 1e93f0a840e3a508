import { describe, expect, it } from 'vitest';
import { indexKeys, sortStages, toMongoFilter } from './mongo-filter';

// The MongoDB contract suite needs a server; this pins the translation itself on any machine.
const def = { name: 'items', searchFields: ['title', 'body'] };

describe('mongo filter translation', () => {
  it('maps id to _id, null to null-or-missing and $exists to present-and-not-null', () => {
    expect(toMongoFilter(def, { id: 'a', assignee: null })).toEqual({ $and: [{ _id: { $eq: 'a' } }, { assignee: { $eq: null } }] });
    expect(toMongoFilter(def, { assignee: { $exists: true } })).toEqual({ assignee: { $ne: null } });
    expect(toMongoFilter(def, { assignee: { $exists: false } })).toEqual({ assignee: { $eq: null } });
  });

  it('translates array operators and ranges', () => {
    expect(toMongoFilter(def, { tags: { $contains: 'x' } })).toEqual({ tags: { $elemMatch: { $eq: 'x' } } });
    expect(toMongoFilter(def, { tags: { $containsAny: ['x', 'y'] } })).toEqual({ tags: { $elemMatch: { $in: ['x', 'y'] } } });
    expect(toMongoFilter(def, { tags: { $containsAll: ['x', 'y'] } })).toEqual({ tags: { $all: ['x', 'y'] } });
    expect(toMongoFilter(def, { score: { $gte: 1, $lt: 5 } })).toEqual({ $and: [{ score: { $gte: 1 } }, { score: { $lt: 5 } }] });
    expect(() => toMongoFilter(def, { score: { $regex: 'x' } })).toThrow(/Unsupported/);
  });

  it('searches with an escaped case-insensitive regex and handles empty $or/$and', () => {
    const f = toMongoFilter(def, { $search: '50% (mock)?' });
    const regex = f.$or[0].title as RegExp;
    expect(regex.flags).toBe('i');
    expect(regex.test('Refund for the 50% (MOCK)?')).toBe(true);
    expect(regex.test('50% mock')).toBe(false);
    expect(toMongoFilter({ name: 'x' }, { $search: 'a' })).toEqual({ _id: { $in: [] } });
    expect(toMongoFilter(def, { $or: [] })).toEqual({ _id: { $in: [] } });
    expect(toMongoFilter(def, { $and: [] })).toEqual({});
  });

  it('sorts nulls last with id as tie-breaker, and builds index keys', () => {
    const s = sortStages({ score: -1, createdAt: 1 });
    expect(s.sort).toEqual({ score: -1, __null1: 1, createdAt: 1, _id: 1 });
    expect(s.flags).toEqual(['__null1']);
    expect(sortStages(undefined)).toEqual({ addFields: null, sort: { _id: 1 }, flags: [] });
    expect(indexKeys({ name: 'x', indexes: [['status', '-createdAt'], ['id']] })).toEqual([{ status: 1, createdAt: -1 }]);
  });
});
