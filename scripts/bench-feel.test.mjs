import { visitOrder } from './bench-feel.mjs';

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
