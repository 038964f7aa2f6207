import { useEffect, useRef, useState, type MouseEvent } from 'react';

import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/idp';

import styles from './SignInPanel.module.css';

const t = translator('idp', messages);

type Mode = 'login' | 'register';

/** The shortest password an account takes (the server checks it too). */
const PASSWORD_MIN_LENGTH = 8;
type Field = 'name' | 'email' | 'password';

/** Props of the sign-in panel (the identity provider's interaction page). */
export interface SignInPanelProps {
  /** The site's own name (SITE_NAME), in the heading. */
  siteName: string;
  mode: Mode;
  error: string | null;
  errorField: Field | null;
  actions: Record<'login' | 'register' | 'abort', string>;
}

/**
 * Sign in or create an account: two plain HTML forms posting to the identity provider (works
 * without JavaScript; with it, the tabs switch without a round trip), the refused attempt's
 * message in an alert, and Cancel, which ends the sign-in. Shown in a frame (the site's sign-in
 * modal), Escape is Cancel too, as it is for the modal around it: the frame's keys never reach the
 * page that holds it.
 */
export function SignInPanel({
  siteName,
  mode: initialMode,
  error,
  errorField,
  actions,
}: SignInPanelProps) {
  const [mode, setMode] = useState<Mode>(initialMode);
  const cancelForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (window.parent === window) return undefined;
    let cancelled = false;
    const onKeyDown = (event: KeyboardEvent) => {
      // Not while an input method composes (its Escape drops the composition), nor twice.
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      event.preventDefault();
      if (cancelled) return;
      cancelled = true;
      cancelForm.current?.requestSubmit();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  const showError = mode === initialMode ? error : null;
  const invalid = (field: Field) => (showError && errorField === field ? true : undefined);
  // A refused attempt names its field, or none (a wrong email or password): the message is read
  // with that field, else with the email, where the visitor starts again.
  const errorAt: Field | null = showError ? (errorField ?? 'email') : null;
  const describedBy = (field: Field, hint?: string) =>
    [errorAt === field ? 'idp-error' : null, hint].filter(Boolean).join(' ') || undefined;
  // The page comes back with the refused attempt: focus goes to that field, not the frame's page.
  useEffect(() => {
    if (errorAt) document.getElementById(`idp-${errorAt}`)?.focus();
    // Once, for the page as it came from the server.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const tab = (target: Mode, label: string) => (
    <a
      href={`?mode=${target}`}
      aria-current={mode === target ? 'page' : undefined}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        e.preventDefault();
        setMode(target);
      }}
    >
      {label}
    </a>
  );
  return (
    <main className={styles.idp}>
      <h1>
        {mode === 'login'
          ? t('panel.signInHeading', { siteName })
          : t('panel.registerHeading', { siteName })}
      </h1>
      <nav className={styles.tabs} aria-label={t('panel.tabs')}>
        {tab('login', t('panel.signIn'))}
        {tab('register', t('panel.register'))}
      </nav>
      {showError && (
        <p id="idp-error" role="alert" className={styles.alert}>
          {showError}
        </p>
      )}
      <form method="post" action={mode === 'login' ? actions.login : actions.register} key={mode}>
        {mode === 'register' && (
          <>
            <label htmlFor="idp-name">{t('panel.name')}</label>
            <input
              id="idp-name"
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={100}
              aria-invalid={invalid('name')}
              aria-describedby={describedBy('name')}
            />
          </>
        )}
        <label htmlFor="idp-email">{t('panel.email')}</label>
        <input
          id="idp-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={320}
          aria-invalid={invalid('email')}
          aria-describedby={describedBy('email')}
        />
        <label htmlFor="idp-password">{t('panel.password')}</label>
        <input
          id="idp-password"
          name="password"
          type="password"
          required
          maxLength={200}
          minLength={mode === 'register' ? PASSWORD_MIN_LENGTH : undefined}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          aria-invalid={invalid('password')}
          aria-describedby={describedBy(
            'password',
            mode === 'register' ? 'idp-password-hint' : undefined,
          )}
        />
        {mode === 'register' && (
          <p id="idp-password-hint" className={styles.hint}>
            {t('panel.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          </p>
        )}
        <button type="submit" className={styles.submit}>
          {mode === 'login' ? t('panel.signIn') : t('panel.register')}
        </button>
      </form>
      <form ref={cancelForm} method="post" action={actions.abort}>
        <button type="submit" className={styles.cancel}>
          {t('panel.cancel')}
        </button>
      </form>
    </main>
  );
}

/** The page shown for an unknown or expired interaction. */
export function SignInExpired() {
  return (
    <main className={styles.idp}>
      <h1>{t('expired.heading')}</h1>
      <p>{t('expired.text')}</p>
    </main>
  );
}
