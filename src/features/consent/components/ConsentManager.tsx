import { lazy, Suspense, useEffect, useState } from 'react';

import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { selectConfig, selectSiteName } from '@/features/config/configSlice';
import { selectCookieDomain } from '@/features/notices/noticesSlice';
import {
  privacyRegimeApplies,
  selectCompliance,
  selectEffectiveDoNotSell,
  selectGpc,
  selectPrivacySetting,
} from '@/features/privacy';
import { selectIsBot } from '@/features/user/userSlice';

import {
  answerUsPrivacy,
  installConsentStubs,
  installUsPrivacyApi,
  markOwnApi,
  stubInPlace,
} from '../consentApis';
import { readConsentCookie, writeConsentCookie } from '../consentCookie';
import { gdprApplies } from '../consentRules';
import { announceConsent, listenForConsent } from '../consentTabs';
import {
  consentDecided,
  consentDialogClosed,
  consentDialogOpened,
  consentRestored,
  externalPlatformConfigured,
  externalPlatformFailed,
  externalPlatformLoading,
  externalPlatformReady,
  selectConsentDecision,
  selectConsentDialogOpen,
  selectConsentRestored,
  selectExternalPlatform,
  selectUsPrivacyString,
} from '../consentSlice';

/**
 * What only some visitors need, each downloaded when first needed (and once per tab): the IAB
 * libraries, the external platform's loader and the dialog.
 */
const loadTcf = () => import('../tcfSignal');
const loadGpp = () => import('../gppSignal');
const loadExternal = () => import('../externalPlatform');
const ConsentControls = lazy(() =>
  import('./ConsentControls').then((module) => ({ default: module.ConsentControls })),
);

/** Which APIs were asked for by another script though the visitor needs no library by default. */
type Demanded = { __tcfapi: boolean; __gpp: boolean };

/** Whether the library took over an API in this tab (a later page keeps publishing to it). */
const owned = { tcf: false, gpp: false };

/**
 * The consent manager (the frame's `consent` slot): publishes `__uspapi`, `__gpp` and `__tcfapi`,
 * loads the external consent platform when one is configured, and for a GDPR visitor shows the
 * consent dialog until they decide (the decision is kept in the `euconsent-v2` cookie) plus a
 * "Manage consent" control that reopens it. Renders nothing for other visitors.
 */
export function ConsentManager() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const compliance = useAppSelector(selectCompliance);
  const isBot = useAppSelector(selectIsBot);
  const config = useAppSelector(selectConfig);
  const siteName = useAppSelector(selectSiteName);
  const cookieDomain = useAppSelector(selectCookieDomain);
  const external = useAppSelector(selectExternalPlatform).status;
  const decision = useAppSelector(selectConsentDecision);
  const dialogOpen = useAppSelector(selectConsentDialogOpen);
  const restored = useAppSelector(selectConsentRestored);
  // The sale opt-out as the site applies it (and `__uspapi` tells it): opted out while the choice
  // is saving or failed, and whenever GPC is on, whatever the stored choice.
  const doNotSell = useAppSelector(selectEffectiveDoNotSell);
  const limitUse = useAppSelector((s) => selectPrivacySetting(s, 'limitUseOfPI').optedOut);
  const gpc = useAppSelector(selectGpc).enabled;
  const [demanded, setDemanded] = useState<Demanded>({ __tcfapi: false, __gpp: false });

  const gdpr = !isBot && gdprApplies(compliance);
  const regime = !isBot && privacyRegimeApplies(compliance);
  const known = compliance !== null || isBot;
  const configured = !isBot && externalPlatformConfigured(config);
  // The embedded APIs answer once the external platform answered or was given up on.
  const settled = !configured || external === 'ready' || external === 'failed';

  // The page APIs, before anything else of the consent manager.
  useEffect(() => {
    installUsPrivacyApi();
    installConsentStubs((api) => setDemanded((d) => (d[api] ? d : { ...d, [api]: true })));
  }, []);

  // The external platform: load it, wait for it (or give up), then let it answer.
  useEffect(() => {
    if (!configured || !known || external !== 'off' || !config) return;
    dispatch(externalPlatformLoading());
    void loadExternal().then(async (platform) => {
      platform.loadExternalPlatform(config.consentPlatform, gdpr);
      const answer = await platform.waitForExternalPlatform(gdpr);
      if (!answer) {
        dispatch(externalPlatformFailed());
        return;
      }
      dispatch(externalPlatformReady(answer));
      // Our `__uspapi` answers with the platform's string (it may have replaced ours).
      installUsPrivacyApi();
      if (gdpr) platform.followExternalTcf((found) => dispatch(consentDecided(found)));
    });
  }, [configured, known, external, config, gdpr, dispatch]);

  // `__uspapi`: the calls made so far are answered once the visitor's string is known.
  useEffect(() => {
    if (known && settled) answerUsPrivacy(() => selectUsPrivacyString(store.getState()));
  }, [known, settled, store]);

  // TCF: a GDPR visitor's stored decision is read (the dialog opens without one), unless the
  // external platform answers for TCF itself.
  const embeddedTcf = settled && (external !== 'ready' || owned.tcf || stubInPlace('__tcfapi'));
  useEffect(() => {
    if (!gdpr || !embeddedTcf || restored) return;
    void loadTcf().then(({ decodeConsent }) => {
      const stored = readConsentCookie();
      dispatch(consentRestored(stored ? decodeConsent(stored) : null));
    });
  }, [gdpr, embeddedTcf, restored, dispatch]);

  // TCF: publish the state ('' while undecided; null where GDPR does not apply, loaded only when
  // another script asks).
  const tcfWanted = known && embeddedTcf && (gdpr ? restored : demanded.__tcfapi || owned.tcf);
  const tcString = decision?.tcString ?? '';
  useEffect(() => {
    if (!tcfWanted) return;
    void loadTcf().then(({ publishTcf }) => {
      publishTcf(gdpr ? tcString : null, gdpr && dialogOpen);
      owned.tcf = true;
      markOwnApi('__tcfapi');
    });
  }, [tcfWanted, gdpr, tcString, dialogOpen]);

  // GPP: the usnat section where a state regime applies; elsewhere loaded only when asked.
  const gppWanted =
    known &&
    settled &&
    (regime || demanded.__gpp || owned.gpp) &&
    (external !== 'ready' || owned.gpp || stubInPlace('__gpp'));
  useEffect(() => {
    if (!gppWanted) return;
    void loadGpp().then(({ publishGpp }) => {
      publishGpp({ regimeApplies: regime, doNotSell, limitUse, gpc });
      owned.gpp = true;
      markOwnApi('__gpp');
    });
  }, [gppWanted, regime, doNotSell, limitUse, gpc]);

  // TCF: a decision stored in another open tab (a withdrawal above all) holds here at once.
  useEffect(() => {
    if (!gdpr || !embeddedTcf) return;
    return listenForConsent((tcString) => {
      void loadTcf().then(({ decodeConsent }) => {
        const decision = decodeConsent(tcString);
        if (decision) dispatch(consentDecided(decision));
      });
    });
  }, [gdpr, embeddedTcf, dispatch]);

  const decide = (purposes: number[]) => {
    void loadTcf().then(({ encodeConsent }) => {
      const encoded = encodeConsent(purposes);
      writeConsentCookie(encoded, cookieDomain);
      dispatch(consentDecided({ tcString: encoded, purposes }));
      announceConsent(encoded);
    });
  };

  // Shown once the stored decision was looked for (in the browser), so a visitor who already
  // decided never sees the dialog flash; it lies under the footer or over the page, moving nothing.
  if (!gdpr || external === 'ready' || !(restored || dialogOpen)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentControls
        dialogOpen={dialogOpen}
        onOpen={() => dispatch(consentDialogOpened())}
        siteName={siteName}
        initialPurposes={decision?.purposes ?? []}
        onDecide={decide}
        onClose={() => dispatch(consentDialogClosed())}
      />
    </Suspense>
  );
}
