export { PrivacyBootstrap } from './components/PrivacyBootstrap';
export {
  PRIVACY_CONFIRMED_MS,
  PrivacyOptOutLink,
  usePrivacyOptOutKinds,
} from './components/PrivacyOptOutLinks';
export * from './privacyRules';
export * from './privacySlice';
export { PrivacyFooterLinks } from './components/PrivacyFooterLinks';
export { PrivacyChoicesButton } from './components/PrivacyChoicesButton';
