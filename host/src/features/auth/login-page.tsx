import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  SubmitStopped,
  clearSessionForLogout,
  toast,
  useSession,
  useSubmit,
  type StoreAccess,
} from '@storedesk/shared';
import { usePageTitle } from '../../app/page-title';
import { useDeployedRemotes } from '../remotes/deployed-remotes';
import { useLogin } from './api/login';
import { fetchStoreDetails } from './api/store-details';
import { useStoreAccessByEmail } from './api/store-access-by-email';
import { EmailStep } from './email-step';
import { homePath, useHomePath } from './home-path';
import { showEmailLookupError, showLoginError } from './login-errors';
import { LOGIN_TITLE, LOGIN_TOAST_KEY, NO_AREAS_MESSAGE, NO_STORES_MESSAGE } from './login-texts';
import { PasswordStep } from './password-step';

/**
 * /login and /forgot_password (spec 1 §2.2): e-mail first (finds the stores, selects the first), then the
 * password. On success: session (token under localStorage auth_token, employee), then the store record, then
 * the dashboard. A user who already holds token and employee goes straight to the dashboard.
 */
export default function LoginPage() {
  usePageTitle(LOGIN_TITLE);
  // Checked once on arrival: during a login the session is set before the store, and the flow navigates itself.
  const [signedInOnArrival] = useState(() => {
    const { token, employee } = useSession.getState();
    return Boolean(token && employee);
  });
  const home = useHomePath();
  if (signedInOnArrival && home) return <Navigate to={home} replace />;
  return (
    <div className="sd-login">
      <div className="sd-login-card">
        <h1>Storedesk</h1>
        <p className="sd-sub">Sign in to your store</p>
        {signedInOnArrival ? <NoAreas /> : <LoginSteps />}
      </div>
    </div>
  );
}

function NoAreas() {
  return (
    <>
      <p className="sd-notice" role="status">
        {NO_AREAS_MESSAGE}
      </p>
      <button type="button" className="sd-button" onClick={() => clearSessionForLogout()}>
        Sign in again
      </button>
    </>
  );
}

function LoginSteps() {
  const navigate = useNavigate();
  const lookup = useStoreAccessByEmail();
  const login = useLogin();
  const [finishing, setFinishing] = useState(false);
  const [step, setStep] = useState<'email' | 'password'>('email');
  const [email, setEmail] = useState('');
  const [stores, setStores] = useState<StoreAccess[]>([]);
  const [storeId, setStoreId] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  // Each step sends once per click or Enter, however often they come while it is answered.
  const emailStep = useSubmit((value: string) => lookup.mutateAsync(value), {
    afterSuccess: 'stay',
    onSuccess: ({ data }) => {
      if (!data.length) {
        setNotice(NO_STORES_MESSAGE);
        return;
      }
      setStores(data);
      setStoreId(data[0].store_id._id);
      setStep('password');
    },
    onError: showEmailLookupError,
  });
  const submitEmail = (value: string) => {
    setNotice(null);
    setEmail(value);
    void emailStep.run(value);
  };

  const passwordStep = useSubmit(
    async (password: string) => {
      // Fetch the shell's code while the server checks the password.
      void import('../shell/shell').catch(() => undefined);
      let reply;
      try {
        reply = await login.mutateAsync({ email, password, store_id: storeId });
      } catch (error) {
        showLoginError(error);
        throw new SubmitStopped();
      }
      setFinishing(true);
      toast.dismiss(LOGIN_TOAST_KEY);
      const { setSession, setStore } = useSession.getState();
      setSession(reply.token, reply.employee);
      try {
        setStore(await fetchStoreDetails());
      } catch (error) {
        clearSessionForLogout();
        setFinishing(false);
        showLoginError(error);
        throw new SubmitStopped();
      }
      return reply;
    },
    {
      afterSuccess: 'leave',
      onSuccess: (reply) => {
        const { status, names } = useDeployedRemotes.getState();
        navigate(homePath(reply.employee.employee_type, status, names) ?? '/', { replace: true });
      },
    },
  );

  if (step === 'email') {
    return <EmailStep initialEmail={email} busy={emailStep.busy} notice={notice} onSubmit={submitEmail} />;
  }
  return (
    <PasswordStep
      email={email}
      stores={stores}
      storeId={storeId}
      busy={passwordStep.busy || finishing}
      onStoreChange={setStoreId}
      onBack={() => setStep('email')}
      onSubmit={(password) => void passwordStep.run(password)}
    />
  );
}
