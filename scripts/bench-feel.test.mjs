import { cumulativeLayoutShift, visitOrder } from './bench-feel.mjs';

const names = (order) => order.map(([row, run]) => (run === null ? 'bare' : `${row.name}${run}`));

describe('visitOrder', () => {
  it('visits the bare page before each page type, spread over the run, not all first', () => {
    const rows = [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }];
    expect(names(visitOrder(rows, 3))).toEqual([
      ...['bare', 'a0', 'a1', 'a2'],
      ...['bare', 'b0', 'b1', 'b2'],
      ...['bare', 'c0', 'c1', 'c2'],
      ...['bare', 'd0', 'd1', 'd2'],
    ]);
  });

  it('gives the bare page as many visits as the runs when there are fewer page types than runs', () => {
    expect(names(visitOrder([{ name: 'home' }], 3))).toEqual([
      ...['bare', 'home0'],
      ...['bare', 'home1'],
      ...['bare', 'home2'],
    ]);
  });
});

describe('cumulativeLayoutShift', () => {
  it('is nothing when nothing moved', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('sums the shifts of one session window', () => {
    expect(
      cumulativeLayoutShift([
        [100, 0.01],
        [600, 0.02],
        [1500, 0.03],
      ]),
    ).toBeCloseTo(0.06);
  });

  it('starts a new window after a second without shifts, and keeps the largest', () => {
    const shifts = [
      [100, 0.04],
      [1200, 0.01],
      [1300, 0.01],
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.04);
    expect(cumulativeLayoutShift([...shifts, [2000, 0.03]])).toBeCloseTo(0.05);
  });

  it('closes a window five seconds after it opened, however close its shifts', () => {
    const everyHalfSecond = Array.from({ length: 12 }, (_, i) => [i * 500, 0.01]);
    // 0–4,500 ms is one window of ten shifts; the shift at 5,000 ms opens the next.
    expect(cumulativeLayoutShift(everyHalfSecond)).toBeCloseTo(0.1);
  });
});
