/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';

import { AppProviders } from '@/application/AppProviders';
import { makeStore } from '@/application/store';

import { testPublicConfig } from '@tests/support/publicConfig';
import { testDeps } from '@tests/support/web2';

import { PrivacyChoicesButton } from './PrivacyChoicesButton';
import { PrivacyOptOutLink } from './PrivacyOptOutLinks';

/** The server's HTML of a footer privacy control, as a browser without JavaScript gets it. */
function serverHtml(ui: React.ReactElement): string {
  const store = makeStore(
    {
      user: { deviceId: 'device-1', isBot: false, language: 'en-US' },
      config: { value: testPublicConfig() },
    },
    testDeps(),
  );
  return renderToString(<AppProviders store={store}>{ui}</AppProviders>);
}

describe('the footer privacy controls without JavaScript', () => {
  const rights = testPublicConfig().privacyLinks.statePrivacyRights;

  it('are links, with the same words, to the privacy policy on the visitor’s rights', () => {
    const optOut = serverHtml(<PrivacyOptOutLink kind="statePrivacy" />);
    expect(optOut).toMatch(
      new RegExp(
        `<a class="[^"]*no-script-only" href="${rights}">Do Not Sell/Share My Personal Information<`,
      ),
    );
    const choices = serverHtml(<PrivacyChoicesButton />);
    expect(choices).toMatch(
      new RegExp(`<a class="[^"]*no-script-only" href="${rights}">Your Privacy Choices<`),
    );
  });
});
