import { createAction } from '@reduxjs/toolkit';

/** A sign-in started (the popup is opening): user name and error are cleared. */
export const signInStarted = createAction('auth/signInStarted');

/** A re-authentication (token renew) succeeded: logged in, with the server's user name if given. */
export const reauthenticated = createAction<{ userName?: string | null } | undefined>(
  'auth/reauthenticated',
);

/** The user was signed out (user unloaded): auth state cleared; the server cleared the cookies. */
export const userUnloaded = createAction('auth/userUnloaded');

/** A silent renew failed for a reason other than a timeout: carries the message. */
export const silentRenewFailed = createAction<string>('auth/silentRenewFailed');
