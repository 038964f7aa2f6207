import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { selectConfig } from '@/features/config/configSlice';
import {
  selectCompliance,
  selectEffectiveDoNotSell,
  selectGpc,
  usPrivacyString,
} from '@/features/privacy';
import { selectIsBot } from '@/features/user/userSlice';
import type { RootState } from '@/store/rootState';
import type { PublicConfig } from '@/types/config';

import { gdprApplies, mayLoadTracking } from './consentRules';

/** Where the external consent platform stands: not used, loading, answering, or given up on. */
export type ExternalPlatformStatus = 'off' | 'loading' | 'ready' | 'failed';

/** A GDPR visitor's decision: the TC string that encodes it and the purposes it consents to. */
export interface ConsentDecision {
  tcString: string;
  purposes: number[];
}

export interface ConsentState {
  /** True once the browser looked for a stored decision (the `euconsent-v2` cookie). */
  restored: boolean;
  /** The GDPR visitor's decision; null until they decide (or while none is stored). */
  decision: ConsentDecision | null;
  /** The consent dialog is open. */
  dialogOpen: boolean;
  external: {
    status: ExternalPlatformStatus;
    /** The US Privacy string the external platform answered with; null: none. */
    uspString: string | null;
  };
}

const initialState: ConsentState = {
  restored: false,
  decision: null,
  dialogOpen: false,
  external: { status: 'off', uspString: null },
};

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    /** The browser read the stored decision: with none, the dialog opens. */
    consentRestored(state, action: PayloadAction<ConsentDecision | null>) {
      state.restored = true;
      state.decision = action.payload;
      if (!action.payload) state.dialogOpen = true;
    },
    /** The visitor decided (in the dialog or the external platform's). */
    consentDecided(state, action: PayloadAction<ConsentDecision>) {
      state.restored = true;
      state.decision = action.payload;
      state.dialogOpen = false;
    },
    consentDialogOpened(state) {
      state.dialogOpen = true;
    },
    /** Closed without a new decision (the earlier one, if any, stays). */
    consentDialogClosed(state) {
      state.dialogOpen = false;
    },
    externalPlatformLoading(state) {
      state.external.status = 'loading';
    },
    externalPlatformReady(state, action: PayloadAction<{ uspString: string | null }>) {
      state.external = { status: 'ready', uspString: action.payload.uspString };
    },
    externalPlatformFailed(state) {
      state.external = { status: 'failed', uspString: null };
    },
  },
  selectors: {
    selectConsentDecision: (state) => state.decision,
    selectConsentDialogOpen: (state) => state.dialogOpen,
    selectConsentRestored: (state) => state.restored,
    selectExternalPlatform: (state) => state.external,
  },
});

export const {
  consentRestored,
  consentDecided,
  consentDialogOpened,
  consentDialogClosed,
  externalPlatformLoading,
  externalPlatformReady,
  externalPlatformFailed,
} = consentSlice.actions;

export const {
  selectConsentDecision,
  selectConsentDialogOpen,
  selectConsentRestored,
  selectExternalPlatform,
} = consentSlice.selectors;

/** True when the configuration names an external consent platform (account and script origin). */
export function externalPlatformConfigured(config: PublicConfig | null): boolean {
  return Boolean(config?.consentPlatform.accountId && config.consentPlatform.baseEndpoint);
}

/** True when the visitor's compliance asks for GDPR consent. */
export const selectGdprApplies = (state: RootState): boolean =>
  gdprApplies(selectCompliance(state));

/**
 * True once what the visitor allows is known: their compliance is known, a configured external
 * platform answered or was given up on, and a GDPR visitor's stored decision was looked for.
 * Always true for a crawler (nothing loads for one anyway).
 */
export const selectConsentReady = (state: RootState): boolean => {
  if (selectIsBot(state)) return true;
  const compliance = selectCompliance(state);
  if (!compliance) return false;
  const external = selectExternalPlatform(state).status;
  if (
    externalPlatformConfigured(selectConfig(state)) &&
    external !== 'ready' &&
    external !== 'failed'
  )
    return false;
  return !gdprApplies(compliance) || selectConsentRestored(state);
};

/**
 * Whether ads and measurement may load now: false until consent is ready, until a GDPR visitor
 * decided, unless they allowed every purpose the trackers need (`TRACKING_PURPOSES`), when a US
 * visitor opted out of sale/sharing (or such a choice is unsettled) or the browser sends Global
 * Privacy Control, and always for a crawler.
 */
export const selectMayLoadTracking = (state: RootState): boolean =>
  mayLoadTracking({
    isBot: selectIsBot(state),
    ready: selectConsentReady(state),
    gdpr: selectGdprApplies(state),
    purposes: selectConsentDecision(state)?.purposes ?? null,
    doNotSell: selectEffectiveDoNotSell(state),
    gpc: selectGpc(state).enabled,
  });

/**
 * The visitor's IAB US Privacy string: the external platform's when it answered, else ours (opted
 * out once the visitor opted out of sale or sharing, or sends Global Privacy Control).
 */
export const selectUsPrivacyString = (state: RootState): string =>
  usPrivacyString(
    selectCompliance(state),
    selectExternalPlatform(state).uspString,
    selectEffectiveDoNotSell(state),
  );

declare module '@/store/rootState' {
  interface RootState {
    consent: ConsentState;
  }
}
