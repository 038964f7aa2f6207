import { z } from 'zod';

/** ISO 3166-1 alpha-2 country code, any case, answered upper case. */
const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'must be a 2-letter country code')
  .transform((v) => v.toUpperCase());

/** Language code of 2–5 characters, e.g. 'en' or 'en-US'. */
const languageCode = z
  .string()
  .trim()
  .min(2)
  .max(5)
  .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,2})?$/, 'must be a language code such as en or en-US');

/** A policy version the visitor accepted; blank counts as none. */
const version = z
  .string()
  .trim()
  .max(32)
  .optional()
  .transform((v) => v || undefined);

/** Query of GET /api/legal/policies/v1/current. */
export const currentPoliciesQuery = z.object({
  countrycode: countryCode,
  languagecode: languageCode,
});

/** Query of GET /api/legal/policies/v1. */
export const policiesQuery = currentPoliciesQuery.extend({ tou: version, pp: version });
