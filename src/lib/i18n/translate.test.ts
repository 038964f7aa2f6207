import { formatMessage, missingTranslation, translator } from './translate';

describe('the message catalogue', () => {
  const t = translator('demo', { hello: 'Hello, {name}!', plain: 'Plain text' });

  it('returns the en-US text of a key, with its values filled in', () => {
    expect(t('plain')).toBe('Plain text');
    expect(t('hello', { name: 'Denver' })).toBe('Hello, Denver!');
  });

  it('renders the spec message for a key the namespace lacks', () => {
    expect(t('nope')).toBe('Missing translation for key: demo.nope');
    expect(missingTranslation('x.y')).toBe('Missing translation for key: x.y');
  });

  it('does not read inherited properties as messages', () => {
    expect(t('toString')).toBe('Missing translation for key: demo.toString');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(formatMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
