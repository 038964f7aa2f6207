/**
 * @jest-environment jest-fixed-jsdom
 */
import {
  FRAMING_REFUSAL_MEMORY_MS,
  isFramingRefused,
  rememberFramingRefused,
  resetFramingMemory,
} from './framing';

const idp = { authority: 'https://id.example' };

/** The module as a new page loads it: no in-page memory, the browser's storage as it is. */
function freshPage(): typeof import('./framing') {
  let framing: typeof import('./framing') | undefined;
  jest.isolateModules(() => {
    framing = jest.requireActual<typeof import('./framing')>('./framing');
  });
  if (!framing) throw new Error('framing did not load');
  return framing;
}

afterEach(() => {
  resetFramingMemory();
  window.localStorage.clear();
});

describe('the memory of identity providers that refuse to be framed', () => {
  it('is per authority', () => {
    rememberFramingRefused(idp);
    expect(isFramingRefused(idp)).toBe(true);
    expect(isFramingRefused({ authority: 'https://other.example' })).toBe(false);
  });

  it('outlives the page: a new tab or visit decides before the click, for a month', () => {
    const start = Date.now();
    rememberFramingRefused(idp, start);
    const page = freshPage();
    expect(page.isFramingRefused(idp, start + 1000)).toBe(true);
    expect(page.isFramingRefused(idp, start + FRAMING_REFUSAL_MEMORY_MS + 1)).toBe(false);
  });

  it('still holds in the page when storage is refused', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    rememberFramingRefused(idp);
    setItem.mockRestore();
    expect(isFramingRefused(idp)).toBe(true);
    expect(freshPage().isFramingRefused(idp)).toBe(false);
  });
});
