export { LegalDocument, type LegalDocumentProps } from './components/LegalDocument';
export { partnersPage, type Partner, type PartnersContext } from './documents/partners';
export {
  AD_CHOICES_ANCHOR,
  PRIVACY_RIGHTS_ANCHOR,
  privacyPolicy,
  SITE_COOKIES,
  type SiteCookie,
} from './documents/privacy';
export { termsOfUse } from './documents/terms';
export {
  configuredEmail,
  versionDate,
  type LegalContext,
  type LegalSection,
  type PolicyVersion,
} from './legalDocument';
export { useLegalContext } from './useLegalContext';
