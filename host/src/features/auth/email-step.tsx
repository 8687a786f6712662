import { useState, type FormEvent } from 'react';
import { isEmailAddress } from './email-format';
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE } from './login-texts';

/** Step one: the e-mail. Plain markup (styled in index.html) so the login screen loads without antd. */
export function EmailStep({
  initialEmail,
  busy,
  notice,
  onSubmit,
}: {
  initialEmail: string;
  busy: boolean;
  notice: string | null;
  onSubmit: (email: string) => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || !isEmailAddress(value)) {
      setError(value ? EMAIL_INVALID_MESSAGE : EMAIL_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    onSubmit(value);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Sign-in step one">
      {notice && (
        <p className="sd-notice" role="status">
          {notice}
        </p>
      )}
      <div className="sd-field">
        <label htmlFor="login-email">E-mail</label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          value={email}
          maxLength={254}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={Boolean(error)}
        />
        {error && <span className="sd-error">{error}</span>}
      </div>
      <button type="submit" className="sd-button" disabled={busy}>
        {busy ? 'Checking…' : 'Continue'}
      </button>
    </form>
  );
}
