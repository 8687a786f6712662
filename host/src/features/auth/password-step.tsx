import { useState, type FormEvent } from 'react';
import type { StoreAccess } from '@storedesk/shared';
import { PASSWORD_REQUIRED_MESSAGE } from './login-texts';

/** Step two: the password, with a store picker when the e-mail has several stores (the first is selected). */
export function PasswordStep({
  email,
  stores,
  storeId,
  busy,
  onStoreChange,
  onBack,
  onSubmit,
}: {
  email: string;
  stores: StoreAccess[];
  storeId: string;
  busy: boolean;
  onStoreChange: (storeId: string) => void;
  onBack: () => void;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(PASSWORD_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    onSubmit(password);
  };
  const current = stores.find((access) => access.store_id._id === storeId);
  return (
    <form onSubmit={submit} noValidate aria-label="Sign-in step two">
      <div className="sd-email-line">
        <span>{email}</span>
        <button type="button" className="sd-link" onClick={onBack}>
          Change
        </button>
      </div>
      {stores.length > 1 ? (
        <div className="sd-field">
          <label htmlFor="login-store">Store</label>
          <select
            id="login-store"
            name="store"
            value={storeId}
            onChange={(event) => onStoreChange(event.target.value)}
          >
            {stores.map((access) => (
              <option key={access._id} value={access.store_id._id}>
                {access.store_id.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="sd-sub">Store: {current?.store_id.name}</p>
      )}
      <div className="sd-field">
        <label htmlFor="login-password">Password</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          maxLength={1024}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={Boolean(error)}
        />
        {error && <span className="sd-error">{error}</span>}
      </div>
      <button type="submit" className="sd-button" disabled={busy}>
        {busy ? 'Signing in…' : 'Login'}
      </button>
    </form>
  );
}
