import { ProviderHttpError } from '@/lib/provider/errors';

import { toThunkError } from './thunks';

describe('toThunkError', () => {
  const refused = new ProviderHttpError(400, { error: 'bad location', code: 'E_LOCATION' }, 'Bad');

  it('keeps the message and status', () => {
    expect(toThunkError(refused)).toEqual({ message: 'Bad', status: 400 });
    expect(toThunkError('thrown', 'Fallback')).toEqual({ message: 'Fallback' });
  });

  it("passes on the server's answer when asked to", () => {
    expect(toThunkError(refused, 'Fallback', { withData: true })).toEqual({
      message: 'Bad',
      status: 400,
      data: { error: 'bad location', code: 'E_LOCATION' },
    });
    expect(toThunkError(new Error('down'), 'Fallback', { withData: true })).toEqual({
      message: 'down',
    });
  });
});
