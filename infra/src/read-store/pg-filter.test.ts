import { describe, expect, it } from 'vitest';
import { SqlBuilder } from './pg-filter';

describe('PostgreSQL filter builder', () => {
  it('binds exactly the parameters it uses, also for $search on a collection without search fields', () => {
    // a process that never ensured the collection (query-api) has no search fields for it
    const b = new SqlBuilder({ name: 'questions' });
    const sql = b.where({ $search: 'percent', status: 'open' });
    expect(sql).toContain('false');
    expect(new Set(sql.match(/\$\d+/g)).size).toBe(b.params.length);
    const s = new SqlBuilder({ name: 'questions', searchFields: ['preview'] });
    const withFields = s.where({ $search: 'percent', status: 'open' });
    expect(new Set(withFields.match(/\$\d+/g)).size).toBe(s.params.length);
    expect(s.params).toEqual(['%percent%', 'open']);
  });
});
