/**
 * The privacy regimes the embedded provider's compliance answer knows (docs/provider-api.md).
 * Country and state codes are the ones GeoLite (geoip-lite) answers: ISO 3166-1 alpha-2 countries,
 * ISO 3166-2 subdivision suffixes for US states.
 */

/** Countries where the GDPR (or its UK/Swiss equivalent) applies, with the regime's name. */
export const GDPR_COUNTRIES: Readonly<Record<string, string>> = {
  // EU 27
  AT: 'EU GDPR',
  BE: 'EU GDPR',
  BG: 'EU GDPR',
  HR: 'EU GDPR',
  CY: 'EU GDPR',
  CZ: 'EU GDPR',
  DK: 'EU GDPR',
  EE: 'EU GDPR',
  FI: 'EU GDPR',
  FR: 'EU GDPR',
  DE: 'EU GDPR',
  GR: 'EU GDPR',
  HU: 'EU GDPR',
  IE: 'EU GDPR',
  IT: 'EU GDPR',
  LV: 'EU GDPR',
  LT: 'EU GDPR',
  LU: 'EU GDPR',
  MT: 'EU GDPR',
  NL: 'EU GDPR',
  PL: 'EU GDPR',
  PT: 'EU GDPR',
  RO: 'EU GDPR',
  SK: 'EU GDPR',
  SI: 'EU GDPR',
  ES: 'EU GDPR',
  SE: 'EU GDPR',
  // EU territories GeoLite reports under their own codes (Åland, French outermost regions).
  AX: 'EU GDPR',
  GF: 'EU GDPR',
  GP: 'EU GDPR',
  MQ: 'EU GDPR',
  RE: 'EU GDPR',
  YT: 'EU GDPR',
  MF: 'EU GDPR',
  // EEA members outside the EU
  IS: 'GDPR (EEA Agreement)',
  LI: 'GDPR (EEA Agreement)',
  NO: 'GDPR (EEA Agreement)',
  GB: 'UK GDPR and Data Protection Act 2018',
  CH: 'Swiss Federal Act on Data Protection (revFADP)',
};

/** One US state's comprehensive consumer privacy law. */
export interface StatePrivacyLaw {
  state: string;
  law: string;
  /** First day the law is in force, ISO date. */
  effective: string;
}

/** US states with a comprehensive consumer privacy law, and when it took effect. */
export const US_STATE_PRIVACY_LAWS: readonly StatePrivacyLaw[] = [
  {
    state: 'CA',
    law: 'California Consumer Privacy Act, as amended by the CPRA',
    effective: '2020-01-01',
  },
  { state: 'VA', law: 'Virginia Consumer Data Protection Act', effective: '2023-01-01' },
  { state: 'CO', law: 'Colorado Privacy Act', effective: '2023-07-01' },
  { state: 'CT', law: 'Connecticut Data Privacy Act', effective: '2023-07-01' },
  { state: 'UT', law: 'Utah Consumer Privacy Act', effective: '2023-12-31' },
  { state: 'TX', law: 'Texas Data Privacy and Security Act', effective: '2024-07-01' },
  { state: 'OR', law: 'Oregon Consumer Privacy Act', effective: '2024-07-01' },
  { state: 'MT', law: 'Montana Consumer Data Privacy Act', effective: '2024-10-01' },
  { state: 'IA', law: 'Iowa Consumer Data Protection Act', effective: '2025-01-01' },
  { state: 'DE', law: 'Delaware Personal Data Privacy Act', effective: '2025-01-01' },
  { state: 'NH', law: 'New Hampshire Privacy Act (SB 255)', effective: '2025-01-01' },
  { state: 'NE', law: 'Nebraska Data Privacy Act', effective: '2025-01-01' },
  { state: 'NJ', law: 'New Jersey Data Privacy Act', effective: '2025-01-15' },
  { state: 'TN', law: 'Tennessee Information Protection Act', effective: '2025-07-01' },
  { state: 'MN', law: 'Minnesota Consumer Data Privacy Act', effective: '2025-07-31' },
  { state: 'MD', law: 'Maryland Online Data Privacy Act', effective: '2025-10-01' },
  { state: 'IN', law: 'Indiana Consumer Data Protection Act', effective: '2026-01-01' },
  { state: 'KY', law: 'Kentucky Consumer Data Protection Act', effective: '2026-01-01' },
  {
    state: 'RI',
    law: 'Rhode Island Data Transparency and Privacy Protection Act',
    effective: '2026-01-01',
  },
];
