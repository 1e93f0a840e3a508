import { describe, expect, it } from 'vitest';
import { MERGE_SHAPE_ERROR, mergeQuestionJson, questionCount } from './mergeJson';

const q = (text: string) => ({ question: text });

describe('mergeQuestionJson', () => {
  it('concatenates two lists, first file first', () => {
    const r = mergeQuestionJson([q('a1'), q('a2')], [q('b1')]);
    expect(r).toEqual({ merged: [q('a1'), q('a2'), q('b1')], renumbered: 0 });
    expect(mergeQuestionJson([], [])).toEqual({ merged: [], renumbered: 0 });
  });

  it('numbers the second object on from the first one', () => {
    const r = mergeQuestionJson({ 1: q('a1'), 2: q('a2') }, { 1: q('b1'), 2: q('b2') });
    expect(r.merged).toEqual({ 1: q('a1'), 2: q('a2'), 3: q('b1'), 4: q('b2') });
    expect(r.renumbered).toBe(2);
  });

  it('follows the highest number of the first file, not its key count', () => {
    const r = mergeQuestionJson({ 1: q('a1'), 7: q('a7') }, { 1: q('b1') });
    expect(r.merged).toEqual({ 1: q('a1'), 7: q('a7'), 8: q('b1') });
  });

  it('keeps the order of the second file and closes its gaps', () => {
    const r = mergeQuestionJson({ 1: q('a1') }, { 10: q('b10'), 2: q('b2'), 5: q('b5') });
    expect(r.merged).toEqual({ 1: q('a1'), 2: q('b2'), 3: q('b5'), 4: q('b10') });
    expect(r.renumbered).toBe(2); // "2" stays "2"; "5" and "10" move
  });

  it('counts nothing as renumbered when the first file has no numbered questions', () => {
    const r = mergeQuestionJson({}, { 1: q('b1'), 2: q('b2') });
    expect(r).toEqual({ merged: { 1: q('b1'), 2: q('b2') }, renumbered: 0 });
  });

  it('keeps named keys of the second file as they are', () => {
    const r = mergeQuestionJson({ 1: q('a1'), intro: 'A' }, { 1: q('b1'), outro: 'B' });
    expect(r.merged).toEqual({ 1: q('a1'), 2: q('b1'), intro: 'A', outro: 'B' });
    expect(r.renumbered).toBe(1);
  });

  it('suffixes "-2" to a named key that clashes, and counts on if that is taken too', () => {
    expect(mergeQuestionJson({ intro: 'A' }, { intro: 'B' }).merged).toEqual({ intro: 'A', 'intro-2': 'B' });
    const r = mergeQuestionJson({ intro: 'A', 'intro-2': 'A2' }, { intro: 'B' });
    expect(r.merged).toEqual({ intro: 'A', 'intro-2': 'A2', 'intro-3': 'B' });
    expect(r.renumbered).toBe(0);
  });

  it('treats non-canonical numbers such as "01" as named keys', () => {
    const r = mergeQuestionJson({ 1: q('a1') }, { '01': q('b01'), 1: q('b1') });
    expect(r.merged).toEqual({ 1: q('a1'), 2: q('b1'), '01': q('b01') });
  });

  it('keeps a "__proto__" key as data', () => {
    const r = mergeQuestionJson({}, JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(Object.getPrototypeOf(r.merged)).toBe(Object.prototype);
    expect(Object.keys(r.merged)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('leaves both inputs unchanged', () => {
    const a = { 1: q('a1') };
    const b = { 1: q('b1') };
    mergeQuestionJson(a, b);
    expect(a).toEqual({ 1: q('a1') });
    expect(b).toEqual({ 1: q('b1') });
  });

  it('rejects a list mixed with an object, either way round', () => {
    expect(() => mergeQuestionJson([q('a1')], { 1: q('b1') })).toThrow(MERGE_SHAPE_ERROR);
    expect(() => mergeQuestionJson({ 1: q('a1') }, [q('b1')])).toThrow(MERGE_SHAPE_ERROR);
  });

  it.each([
    ['null', null],
    ['a number', 3],
    ['a string', 'questions'],
    ['a boolean', true],
    ['undefined', undefined],
    ['a Date', new Date(0)],
  ])('rejects %s', (_label, bad) => {
    expect(() => mergeQuestionJson(bad, { 1: q('b1') })).toThrow(MERGE_SHAPE_ERROR);
    expect(() => mergeQuestionJson({ 1: q('a1') }, bad)).toThrow(MERGE_SHAPE_ERROR);
    expect(() => mergeQuestionJson(bad, bad)).toThrow(Error);
  });
});

describe('questionCount', () => {
  it('counts list items or object keys', () => {
    expect(questionCount([1, 2, 3])).toBe(3);
    expect(questionCount({ 1: 'a', 2: 'b', intro: 'c' })).toBe(3);
  });
});
