import { CURRENT_POLICIES, currentPolicies, policiesFor } from './policies';

const { tou: TOU, pp: PP } = CURRENT_POLICIES;

describe('legal policies', () => {
  it('displays nothing when the visitor accepted the current versions', () => {
    const answer = policiesFor({ tou: TOU.version, pp: PP.version });
    expect(answer.tou).toEqual({
      display: false,
      message: 'You have accepted our current Terms of Use.',
      url: '/legal/terms',
    });
    expect(answer.pp.display).toBe(false);
    expect(answer.message).toBe('You have accepted our current Terms of Use and Privacy Policy.');
  });

  it('displays each policy whose accepted version differs, or was never accepted', () => {
    const answer = policiesFor({ tou: TOU.version, pp: '2024-01' });
    expect([answer.tou.display, answer.pp.display]).toEqual([false, true]);
    expect(answer.pp).toEqual({
      display: true,
      message: 'We have updated our Privacy Policy.',
      url: '/legal/privacy',
    });
    expect(answer.message).toBe('We have updated our Privacy Policy. Please review the changes.');
    expect(answer.linkText).toBe('Review the changes');
  });

  it('asks a visitor who never accepted a policy to read it, not to review changes', () => {
    const none = policiesFor({});
    expect([none.tou.display, none.pp.display]).toEqual([true, true]);
    expect(none.message).toBe('Please read our Terms of Use and Privacy Policy.');
    expect(none.linkText).toBe('Read our policies');
    expect(none.tou.message).toBe('Read our Terms of Use.');
    const mixed = policiesFor({ tou: '2024-01' });
    expect(mixed.message).toBe(
      'We have updated our Terms of Use. Please review the changes and read our Privacy Policy.',
    );
    expect(mixed.linkText).toBe('Review the changes');
  });

  it('answers the current policies, both displayed, with their versions', () => {
    expect(currentPolicies()).toMatchObject({
      tou: { display: true, url: '/legal/terms' },
      pp: { display: true, url: '/legal/privacy' },
      touVersion: '2025-06',
      ppVersion: '2026-01',
    });
  });
});
