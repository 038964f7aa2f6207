import { render, screen } from '@testing-library/react';

import { SignInPanel, type SignInPanelProps } from './SignInPanel';

const actions = { login: '/idp/login', register: '/idp/register', abort: '/idp/abort' };

function renderPanel(props: Partial<SignInPanelProps> = {}) {
  return render(
    <SignInPanel
      siteName="Parasol Weather"
      mode="login"
      error={null}
      errorField={null}
      actions={actions}
      {...props}
    />,
  );
}

describe('SignInPanel', () => {
  it('after a wrong email or password, focuses the email field and reads the message with it', () => {
    renderPanel({ error: 'Wrong email or password' });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Wrong email or password');
    // Neither field is said to be the wrong one.
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('marks the field a refusal names, focuses it and reads the message with it', () => {
    renderPanel({
      mode: 'register',
      error: 'Password must be at least 8 characters',
      errorField: 'password',
    });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      'Password must be at least 8 characters At least 8 characters.',
    );
  });

  it('tells a new account the password rule before it is broken, and moves no focus without an error', () => {
    renderPanel({ mode: 'register' });
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(document.body).toHaveFocus();
  });
});
