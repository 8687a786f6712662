import { waitFor } from '@testing-library/react';
import { setToastApi, toast } from '../toast';

const staticApi = { error: jest.fn(), destroy: jest.fn() };
jest.mock('antd/es/notification', () => ({ __esModule: true, default: staticApi }));

afterEach(() => setToastApi(null));

describe('toast.dismiss', () => {
  it("closes a toast shown before the host's API was there (the login screen's) with antd's static API", async () => {
    toast.error('Login Failed', 'Wrong password', { key: 'login-failure' });
    await waitFor(() =>
      expect(staticApi.error).toHaveBeenCalledWith(expect.objectContaining({ key: 'login-failure' })),
    );
    const host = {
      error: jest.fn(),
      success: jest.fn(),
      warning: jest.fn(),
      info: jest.fn(),
      destroy: jest.fn(),
    };
    setToastApi(host);
    toast.dismiss('login-failure');
    expect(host.destroy).toHaveBeenCalledWith('login-failure');
    await waitFor(() => expect(staticApi.destroy).toHaveBeenCalledWith('login-failure'));
  });
});
