/**
 * The calculator widget's rules (practice-and-support.md §4, §5, §9) as a pure state machine, so the
 * rules are testable without a browser: results rounded to 8 decimals; after '=' a digit starts a new
 * entry and an operator continues from the result; the spec's five error messages.
 */
export type Op = '+' | '-' | '*' | '/';
export type CalcKey = `${number}` | '.' | Op | '=' | 'sqrt' | 'C' | 'back';
export type CalcState = { display: string; acc: number | null; op: Op | null; fresh: boolean; evaluated: boolean; error: string | null };

export const initialCalc = (): CalcState => ({ display: '0', acc: null, op: null, fresh: false, evaluated: false, error: null });
export const CALC_ERRORS = {
  decimal: 'Cannot add multiple decimal points',
  divideByZero: 'Cannot divide by zero',
  negativeRoot: 'Cannot calculate square root of negative number',
  invalid: 'Invalid result',
  failed: 'Calculation error',
} as const;

class CalcError extends Error {}
const round8 = (n: number) => Math.round(n * 1e8) / 1e8;
const show = (n: number) => String(round8(n) === 0 ? 0 : round8(n));

function compute(a: number, op: Op, b: number): number {
  if (op === '/' && b === 0) throw new CalcError(CALC_ERRORS.divideByZero);
  const r = op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : a / b;
  if (!Number.isFinite(r)) throw new CalcError(CALC_ERRORS.invalid);
  return round8(r);
}

export function press(s: CalcState, key: CalcKey): CalcState {
  const ok = (next: Partial<CalcState>): CalcState => ({ ...s, ...next, error: null });
  try {
    if (/^\d$/.test(key)) {
      if (s.evaluated) return ok({ display: key, acc: null, op: null, fresh: false, evaluated: false });
      if (s.fresh || s.error) return ok({ display: key, fresh: false });
      return ok({ display: s.display === '0' ? key : s.display + key });
    }
    switch (key) {
      case '.':
        if (s.evaluated) return ok({ display: '0.', acc: null, op: null, fresh: false, evaluated: false });
        if (s.fresh) return ok({ display: '0.', fresh: false });
        if (s.display.includes('.')) return { ...s, error: CALC_ERRORS.decimal };
        return ok({ display: s.display + '.' });
      case '+': case '-': case '*': case '/': {
        const x = Number(s.display);
        if (s.acc !== null && s.op && !s.fresh && !s.evaluated) {
          const r = compute(s.acc, s.op, x);
          return ok({ acc: r, display: show(r), op: key, fresh: true, evaluated: false });
        }
        return ok({ acc: x, op: key, fresh: true, evaluated: false });
      }
      case '=': {
        if (s.acc === null || !s.op) return ok({ evaluated: true });
        const r = compute(s.acc, s.op, Number(s.display));
        return ok({ display: show(r), acc: null, op: null, fresh: false, evaluated: true });
      }
      case 'sqrt': {
        const x = Number(s.display);
        if (x < 0) return { ...s, error: CALC_ERRORS.negativeRoot };
        return ok({ display: show(Math.sqrt(x)), evaluated: true, acc: s.evaluated ? null : s.acc, op: s.evaluated ? null : s.op });
      }
      case 'C':
        return initialCalc();
      case 'back':
        if (s.evaluated || s.fresh) return s;
        return ok({ display: s.display.length > 1 ? s.display.slice(0, -1) : '0' });
      default:
        return s;
    }
  } catch (e) {
    return { ...s, error: e instanceof CalcError ? e.message : CALC_ERRORS.failed };
  }
}

export const pressAll = (keys: CalcKey[], s = initialCalc()) => keys.reduce(press, s);
