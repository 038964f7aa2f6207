import { z } from 'zod';

/** Validation messages of the registration form, by the code the sign-in page receives. */
export const validationMessages = {
  'name-required': 'Enter your name',
  'name-too-long': 'Name must be at most 100 characters',
  'email-invalid': 'Enter a valid email address',
  'email-too-long': 'Email must be at most 320 characters',
  'password-too-short': 'Password must be at least 8 characters',
  'password-too-long': 'Password must be at most 200 characters',
} as const;

/** A code of `validationMessages`. */
export type ValidationCode = keyof typeof validationMessages;

const m = validationMessages;

/** An email address: trimmed, lower-cased, at most 320 characters. */
export const emailSchema = z
  .string(m['email-invalid'])
  .trim()
  .toLowerCase()
  .max(320, m['email-too-long'])
  .pipe(z.email(m['email-invalid']));

/** A new account's fields. */
export const registrationSchema = z.object({
  name: z.string(m['name-required']).trim().min(1, m['name-required']).max(100, m['name-too-long']),
  email: emailSchema,
  password: z
    .string(m['password-too-short'])
    .min(8, m['password-too-short'])
    .max(200, m['password-too-long']),
});

/** Input of `register`. */
export type Registration = z.input<typeof registrationSchema>;

/** The code of a validation message, if it is one of ours. */
export function validationCode(message: string): ValidationCode | undefined {
  return (Object.keys(validationMessages) as ValidationCode[]).find(
    (code) => validationMessages[code] === message,
  );
}

/** Codes of account errors the sign-in page shows (besides validation codes). */
export type AccountErrorCode = 'wrong-password' | 'email-taken' | 'throttled' | ValidationCode;

/** The text shown for an error code; `minutes` fills the throttling message. */
export function accountErrorMessage(code: AccountErrorCode, minutes = 15): string {
  switch (code) {
    case 'wrong-password':
      return 'Wrong email or password';
    case 'email-taken':
      return 'An account with this email already exists';
    case 'throttled':
      return `Too many attempts. Try again in ${minutes} minutes.`;
    default:
      return validationMessages[code];
  }
}

/** A refused registration or sign-in; `message` is safe to show the visitor. */
export class AccountError extends Error {
  constructor(
    readonly code: AccountErrorCode,
    readonly retryMinutes?: number,
  ) {
    super(accountErrorMessage(code, retryMinutes));
    this.name = 'AccountError';
  }
}
