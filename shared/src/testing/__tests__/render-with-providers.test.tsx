import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../session/session-store';
import { makeStore } from '../factories';
import { renderWithProviders } from '../render-with-providers';

function Probe() {
  const location = useLocation();
  const employee = useSession((s) => s.employee);
  const store = useSession((s) => s.store);
  const query = useQuery({ queryKey: ['probe'], queryFn: () => Promise.resolve('cached') });
  const { message } = App.useApp();
  return (
    <div>
      <p>path {location.pathname + location.search}</p>
      <p>role {employee?.employee_type ?? 'none'}</p>
      <p>store {store?.name ?? 'none'}</p>
      <p>query {query.data ?? 'pending'}</p>
      <Button onClick={() => message.info('hello from antd App')}>say</Button>
    </div>
  );
}

describe('renderWithProviders', () => {
  it('gives router, query cache, antd App and a signed-in ADMIN by default', async () => {
    const { user, queryClient } = renderWithProviders(<Probe />, { route: '/dashboard?date=2026-01-01' });
    expect(screen.getByText('path /dashboard?date=2026-01-01')).toBeInTheDocument();
    expect(screen.getByText('role ADMIN')).toBeInTheDocument();
    expect(await screen.findByText('query cached')).toBeInTheDocument();
    expect(queryClient.getDefaultOptions().queries?.retry).toBe(false);
    await user.click(screen.getByRole('button', { name: 'say' }));
    expect(await screen.findByText('hello from antd App')).toBeInTheDocument();
  });

  it('seeds the given session, or none', () => {
    const first = renderWithProviders(<Probe />, { session: { store: makeStore({ name: 'Second Store' }) } });
    expect(screen.getByText('store Second Store')).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<Probe />, { session: null });
    expect(screen.getByText('role none')).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
  });
});
