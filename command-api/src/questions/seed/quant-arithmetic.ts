import { fmt, type Item, type Rng } from './kit';

export type Gen = (r: Rng, level: number) => Item;

const change = (n: number) => (n > 0 ? `${fmt(n)}% increase` : n < 0 ? `${fmt(-n)}% decrease` : 'No change');
const pl = (n: number) => (n > 0 ? `Profit of ${fmt(n)}%` : n < 0 ? `Loss of ${fmt(-n)}%` : 'No profit, no loss');

/** Arithmetic: every answer below is computed from the numbers drawn. */
export const arithmetic: Record<string, Gen> = {
  Percentages: (r, l) => {
    if (l % 2 === 0) {
      const p = r.pick([5, 10, 12, 15, 20, 25, 30, 40, 45, 60, 75]);
      const n = r.int(2, 20) * 20 * (l + 1);
      const a = (p * n) / 100;
      return { question: `What is ${p}% of ${n}?`, answer: a, wrong: [(p * n) / 10, ((p + 5) * n) / 100, ((p - 5) * n) / 100], numeric: true,
        slides: [`p% of n means (p/100) × n.`, `${p}/100 × ${n} = ${fmt(a)}`, `Answer: ${fmt(a)}`] };
    }
    const x = r.pick([10, 20, 25, 30, 40, 50]);
    const y = r.pick([10, 20, 25, 30, 40].filter((v) => v !== x));
    const net = x - y - (x * y) / 100;
    return { question: `A price is first increased by ${x}% and the new price is then decreased by ${y}%. What is the net change in the price?`, answer: change(net),
      wrong: [change(x - y), change(x - y + (x * y) / 100), change(net - 10), change(net + 15)],
      slides: [`Successive changes of a% and b% give a net change of a + b + ab/100 (a decrease counts as negative).`, `${x} + (−${y}) + (${x} × −${y})/100 = ${fmt(net)}`, `Answer: ${change(net)}`] };
  },
  'Profit and Loss': (r, l) => {
    let m = 0, d = 0, net = 0;
    do {
      m = r.pick([20, 25, 30, 40, 50]);
      d = r.pick([10, 20, 25, 30]);
      net = m - d - (m * d) / 100;
    } while (net === 0);
    const cp = 100 * r.int(2, 9) * (l + 1);
    return { question: `A shopkeeper buys an article for ₹${cp}, marks it ${m}% above the cost price and then gives a discount of ${d}% on the marked price. What is the result?`, answer: pl(net),
      wrong: [pl(m - d), pl(-net), pl(net - 10), pl(net + 15)],
      slides: [`Selling price = CP × (1 + m/100) × (1 − d/100).`, `SP = ${cp} × ${1 + m / 100} × ${1 - d / 100} = ₹${fmt(cp * (1 + m / 100) * (1 - d / 100))}; change = ${m} − ${d} − ${m}×${d}/100 = ${fmt(net)}%`, `Answer: ${pl(net)}`] };
  },
  'Simple and Compound Interest': (r, l) => {
    if (l % 2 === 0) {
      const p = 1000 * r.int(2, 12), rate = r.pick([5, 6, 8, 10, 12]), t = r.int(2, 5);
      const si = (p * rate * t) / 100;
      return { question: `Find the simple interest on ₹${p} at ${rate}% per annum for ${t} years (in ₹).`, answer: si, wrong: [si + p, (p * rate) / 100, si * 2], numeric: true,
        slides: [`SI = P × R × T / 100.`, `${p} × ${rate} × ${t} / 100 = ${si}`, `Answer: ₹${si}`] };
    }
    const p = 10000 * r.int(1, 5), rate = r.pick([5, 10, 20]);
    const ci = Math.round(p * (1 + rate / 100) ** 2 - p);
    return { question: `Find the compound interest on ₹${p} at ${rate}% per annum for 2 years, compounded annually (in ₹).`, answer: ci, wrong: [(2 * p * rate) / 100, ci + (p * rate) / 100, Math.round(p * (1 + rate / 100) ** 2)], numeric: true,
      slides: [`CI = P(1 + R/100)^T − P.`, `${p} × ${1 + rate / 100}² − ${p} = ${ci}`, `Answer: ₹${ci} (simple interest would be ₹${(2 * p * rate) / 100}).`] };
  },
  'Ratio and Proportion': (r, l) => {
    const [a, b] = r.pick([[2, 3], [3, 5], [4, 7], [5, 3], [7, 2], [5, 9], [3, 4]]);
    const k = 10 * r.int(2, 9) * (l + 1), total = (a + b) * k, larger = Math.max(a, b) * k;
    return { question: `₹${total} is divided between Asha and Binod in the ratio ${a}:${b}. What is the larger share (in ₹)?`, answer: larger, wrong: [Math.min(a, b) * k, total / 2, larger + k], numeric: true,
      slides: [`Split a total in ratio a:b as total × a/(a+b) and total × b/(a+b).`, `One part = ${total}/${a + b} = ${k}; larger share = ${Math.max(a, b)} × ${k} = ${larger}`, `Answer: ₹${larger}`] };
  },
  'Time and Work': (r) => {
    const [a, b] = r.pick([[12, 24], [10, 15], [20, 30], [6, 12], [15, 30], [18, 36], [12, 36], [20, 80], [10, 40], [24, 72], [21, 42]]);
    const t = (a * b) / (a + b);
    return { question: `A can finish a job in ${a} days and B can finish it in ${b} days. Working together, in how many days will they finish it?`, answer: t, wrong: [(a + b) / 2, b - a, t + 2], numeric: true,
      slides: [`Add the work rates: 1/a + 1/b of the job per day.`, `1/${a} + 1/${b} = ${a + b}/${a * b} per day, so time = ${a * b}/${a + b} = ${t}`, `Answer: ${t} days`] };
  },
  'Time Speed and Distance': (r, l) => {
    if (l % 2 === 0) {
      const [x, y] = r.pick([[40, 60], [30, 60], [60, 90], [20, 30], [45, 90], [36, 45], [50, 75]]);
      const avg = (2 * x * y) / (x + y);
      return { question: `A car goes from P to Q at ${x} km/h and returns along the same road at ${y} km/h. What is its average speed for the whole trip (km/h)?`, answer: avg, wrong: [(x + y) / 2, avg - 2, y - x + avg / 2], numeric: true,
        slides: [`For equal distances the average speed is the harmonic mean 2xy/(x + y), not (x + y)/2.`, `2 × ${x} × ${y} / (${x} + ${y}) = ${avg}`, `Answer: ${avg} km/h`] };
    }
    const s = r.pick([36, 54, 72, 90, 108]), ms = (s * 5) / 18, t = r.int(8, 20), len = ms * t;
    return { question: `A train ${len} m long runs at ${s} km/h. How many seconds does it take to pass a signal pole?`, answer: t, wrong: [t + 3, Math.round(len / s), t * 2], numeric: true,
      slides: [`Convert km/h to m/s by multiplying by 5/18; the train covers its own length to pass a pole.`, `${s} × 5/18 = ${ms} m/s; ${len}/${ms} = ${t}`, `Answer: ${t} seconds`] };
  },
  Averages: (r, l) => {
    const n = r.pick([5, 6, 8, 10]), a = r.int(20, 60) + l, k = r.int(1, 4);
    const b = a - k, x = n * a - (n - 1) * b;
    return { question: `The average of ${n} numbers is ${a}. When one of the numbers is removed, the average of the rest becomes ${b}. What number was removed?`, answer: x, wrong: [a - b, a, x + n], numeric: true,
      slides: [`Sum = count × average.`, `${n} × ${a} − ${n - 1} × ${b} = ${n * a} − ${(n - 1) * b} = ${x}`, `Answer: ${x}`] };
  },
  'Mixtures and Alligations': (r) => {
    let x = 0, y = 0, p = 0, q = 0, c = 0.5;
    while (!Number.isInteger(c)) {
      x = 10 * r.int(1, 5); y = 10 * r.int(1, 5); p = 10 * r.int(1, 4); q = 10 * r.int(5, 9);
      c = (x * p + y * q) / (x + y);
    }
    return { question: `${x} litres of a ${p}% acid solution are mixed with ${y} litres of a ${q}% acid solution. What is the acid percentage of the mixture?`, answer: c, wrong: [(p + q) / 2 === c ? c + 5 : (p + q) / 2, c + 10, c - 5], numeric: true,
      slides: [`Concentration of a mix = total acid / total volume.`, `(${x} × ${p} + ${y} × ${q}) / (${x} + ${y}) = ${x * p + y * q} / ${x + y} = ${c}`, `Answer: ${c}%`] };
  },
};
