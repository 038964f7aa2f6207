export { ConsentManager } from './components/ConsentManager';
export {
  consentDialogOpened,
  selectConsentDecision,
  selectConsentReady,
  selectGdprApplies,
  selectMayLoadTracking,
  selectUsPrivacyString,
} from './consentSlice';
