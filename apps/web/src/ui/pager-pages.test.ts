import { describe, expect, it } from 'vitest';
import { pagerPages } from './pager-pages';

describe('pagerPages', () => {
  it('offers the first, the last and the pages around the current one', () => {
    expect(pagerPages(30, 60)).toEqual([1, 'gap', 29, 30, 31, 'gap', 60]);
    expect(pagerPages(1, 60)).toEqual([1, 2, 'gap', 60]);
    expect(pagerPages(60, 60)).toEqual([1, 'gap', 59, 60]);
  });
  it('writes a page rather than a gap when only one page would be left out', () => {
    expect(pagerPages(3, 60)).toEqual([1, 2, 3, 4, 'gap', 60]);
    expect(pagerPages(4, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('offers the one page of a short list', () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(1, 2)).toEqual([1, 2]);
  });
});
