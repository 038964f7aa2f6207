import { assertValidResponse, isMissingData, NULL_RESPONSE_MESSAGE } from './response';

describe('assertValidResponse', () => {
  it('accepts a 2xx with data', () => {
    expect(() => assertValidResponse({ status: 200, data: { a: 1 } })).not.toThrow();
    expect(() => assertValidResponse({ status: 201, data: [] })).not.toThrow();
    expect(() => assertValidResponse({ status: 299, data: 0 })).not.toThrow();
  });

  it('throws the NULL message without a response or a status', () => {
    expect(() => assertValidResponse(null)).toThrow(new Error('Invalid PulseAPI response: NULL'));
    expect(() => assertValidResponse(undefined)).toThrow(
      new Error('Invalid PulseAPI response: NULL'),
    );
    expect(() => assertValidResponse({ data: { a: 1 } })).toThrow(
      new Error('Invalid PulseAPI response: NULL'),
    );
    expect(() => assertValidResponse({ status: 0, data: { a: 1 } })).toThrow(NULL_RESPONSE_MESSAGE);
  });

  it('throws the NULL message for a 2xx without data (undefined, null, empty string)', () => {
    for (const data of [undefined, null, '']) {
      expect(() => assertValidResponse({ status: 200, data })).toThrow(
        new Error('Invalid PulseAPI response: NULL'),
      );
    }
  });

  it('accepts a 2xx without data when the call allows an empty body', () => {
    expect(() =>
      assertValidResponse({ status: 204, data: '' }, { allowEmptyBody: true }),
    ).not.toThrow();
    expect(() =>
      assertValidResponse({ status: 200, data: undefined }, { allowEmptyBody: true }),
    ).not.toThrow();
  });

  it('still needs a status when the body may be empty', () => {
    expect(() => assertValidResponse({ data: '' }, { allowEmptyBody: true })).toThrow(
      NULL_RESPONSE_MESSAGE,
    );
  });

  it('throws the response-code message for a status outside 2xx, body or not', () => {
    expect(() => assertValidResponse({ status: 404, data: { error: 'x' } })).toThrow(
      new Error('Invalid PulseAPI response code: 404'),
    );
    expect(() => assertValidResponse({ status: 500, data: '' })).toThrow(
      new Error('Invalid PulseAPI response code: 500'),
    );
    expect(() => assertValidResponse({ status: 302, data: 'x' })).toThrow(
      'Invalid PulseAPI response code: 302',
    );
    expect(() => assertValidResponse({ status: 404, data: '' }, { allowEmptyBody: true })).toThrow(
      'Invalid PulseAPI response code: 404',
    );
  });
});

describe('isMissingData', () => {
  it('treats undefined, null and the empty string as missing, nothing else', () => {
    expect([undefined, null, ''].map(isMissingData)).toEqual([true, true, true]);
    expect([0, false, {}, [], 'x'].map(isMissingData)).toEqual([false, false, false, false, false]);
  });
});
