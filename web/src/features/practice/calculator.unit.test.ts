import { describe, expect, it } from 'vitest';
import { CALC_ERRORS, type CalcKey, pressAll } from './calculator';

const run = (keys: string) => pressAll(keys.split(' ') as CalcKey[]);

describe('calculator', () => {
  it('chains operations left to right and rounds to 8 decimals', () => {
    expect(run('1 2 + 3 * 2 =').display).toBe('30');
    expect(run('1 / 3 =').display).toBe('0.33333333');
    expect(run('0 . 1 + 0 . 2 =').display).toBe('0.3');
  });
  it('after equals, a digit starts a new entry and an operator continues from the result', () => {
    expect(run('2 + 3 = 7').display).toBe('7');
    expect(run('2 + 3 = 7 + 1 =').display).toBe('8');
    expect(run('2 + 3 = * 4 =').display).toBe('20');
  });
  it('shows the spec messages and keeps the entry', () => {
    const twoPoints = run('1 . 5 .');
    expect(twoPoints).toMatchObject({ display: '1.5', error: CALC_ERRORS.decimal });
    expect(run('8 / 0 =').error).toBe('Cannot divide by zero');
    expect(run('9 - 1 6 = sqrt').error).toBe('Cannot calculate square root of negative number');
    expect(run('1 6 sqrt').display).toBe('4');
    expect(pressAll([...Array(320).fill('9'), '*', '9', '='] as CalcKey[]).error).toBe('Invalid result');
  });
  it('clears and deletes', () => {
    expect(run('1 2 3 back').display).toBe('12');
    expect(run('1 2 + 3 C')).toMatchObject({ display: '0', acc: null, op: null, error: null });
  });
});
