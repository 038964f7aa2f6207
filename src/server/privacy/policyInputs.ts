import { z } from 'zod';

/** A language tag whose first subtags are a language and a country (`en-US`, `fr-ca`, `de-DE-1996`). */
const countryLanguage = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}-[A-Za-z]{2}(?:-|$)/);

/** The visitor-dependent query of the legal policy calls (`countrycode`, `languagecode`). */
export interface PolicyQuery {
  countrycode: string;
  languagecode: string;
}

/**
 * The legal policy calls' country and language for a visitor's language tag: the language-dependent
 * country code is the country the tag names (`en-US` → `US`, `fr-ca` → `CA`), and the language goes
 * as `en-US`. Null when the tag names no country (`fr`, `es-419`, `zh-Hant-TW`) or there is no tag:
 * the policy fetch is then skipped, never made for a guessed country or language.
 */
export function policyQuery(language: string | null | undefined): PolicyQuery | null {
  const parsed = countryLanguage.safeParse(language);
  if (!parsed.success) return null;
  const [lang = '', country = ''] = parsed.data.split('-');
  return {
    countrycode: country.toUpperCase(),
    languagecode: `${lang.toLowerCase()}-${country.toUpperCase()}`,
  };
}
