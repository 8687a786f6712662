import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../api/query-client';
import { useSession } from '../../session/session-store';
import { DevStrip } from '../dev-strip';
import { signInAs } from '../dev-session';
import { useMockScenario } from '../mocks/mock-scenario';

const STORE = {
  store_meta_config: [{ meta_config_name: 'use_applicable_location_filter', meta_config_value: 'true' }],
};

// antd in jsdom is slow on a busy machine.
jest.setTimeout(60_000);

beforeEach(() => {
  useMockScenario.setState({ scenario: 'normal' });
  signInAs('ADMIN', STORE);
});

describe('signInAs', () => {
  it("signs in on the real session store as the role, with the remote's demo store, and refetches", () => {
    const reset = jest.spyOn(queryClient, 'resetQueries').mockResolvedValue();
    signInAs('CSC', STORE);
    const { token, employee, store } = useSession.getState();
    expect(token).toBe('standalone-csc-token');
    expect(employee?.employee_type).toBe('CSC');
    expect(store?.store_meta_config).toEqual(STORE.store_meta_config);
    expect(store?.store_timezone).toBeTruthy();
    expect(reset).toHaveBeenCalled();
    reset.mockRestore();
  });
});

describe('DevStrip', () => {
  it("names the remote and the store, and labels the empty scenario in the area's words", () => {
    render(<DevStrip name="mfe-example" emptyLabel="No rows" store={STORE} />);
    expect(screen.getByText('mfe-example standalone (mock data)')).toBeInTheDocument();
    expect(screen.getByText(`· ${useSession.getState().store?.name}`)).toBeInTheDocument();
    expect(screen.getByText('No rows')).toBeInTheDocument();
  });

  it('switches what the mocks answer and refetches', async () => {
    const reset = jest.spyOn(queryClient, 'resetQueries').mockResolvedValue();
    render(<DevStrip name="mfe-example" store={STORE} />);
    await userEvent.click(screen.getByText('Server error'));
    expect(useMockScenario.getState().scenario).toBe('error');
    await userEvent.click(screen.getByText('Empty'));
    expect(useMockScenario.getState().scenario).toBe('empty');
    expect(reset).toHaveBeenCalledTimes(2);
    reset.mockRestore();
  });

  it('signs in as the chosen role, keeping the demo store the remote asked for', async () => {
    render(<DevStrip name="mfe-example" store={STORE} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'sign in as' }));
    await userEvent.click(await screen.findByTitle('FINANCE'));
    await waitFor(() => expect(useSession.getState().employee?.employee_type).toBe('FINANCE'));
    expect(useSession.getState().store?.store_meta_config).toEqual(STORE.store_meta_config);
  });
});
