import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { REPORT_CATALOGUE } from '@storedesk/shared';
import { makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import ReportsHomeContainer from '../reports-home-container';
import { REPORTS_TEXTS as T } from '../reports-texts';
import { saveFile } from '../api/save-file';
import { setupReportsServer } from './reports-server';

jest.mock('../api/save-file', () => ({ saveFile: jest.fn() }));
const saved = jest.mocked(saveFile);

const api = setupReportsServer();
beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api.server.resetHandlers();
  api.reset();
  saved.mockReset();
});
afterAll(() => api.server.close());

function renderHome(role: 'ADMIN' | 'FINANCE' = 'ADMIN') {
  return renderWithProviders(
    <Routes>
      <Route path="/reports" element={<ReportsHomeContainer />} />
    </Routes>,
    { route: '/reports', session: { token: 'home-token', employee: makeEmployee({ employee_type: role }) } },
  );
}

describe('reports home', () => {
  it('lists every report with its description, each linking to /reports/<type>/<subtype>', () => {
    renderHome();
    const list = screen.getByRole('list', { name: T.homeTitle });
    expect(within(list).getAllByRole('listitem')).toHaveLength(REPORT_CATALOGUE.length);
    for (const report of REPORT_CATALOGUE) {
      expect(within(list).getByText(report.description)).toBeInTheDocument();
      expect(within(list).getByRole('link', { name: report.title })).toHaveAttribute(
        'href',
        `/reports/${report.type}/${report.subtype}`,
      );
    }
  });

  it('asks before downloading the service list; No downloads nothing', async () => {
    const { user } = renderHome();
    await user.click(screen.getByRole('button', { name: T.downloadServiceList }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(T.serviceListConfirm);
    await user.click(within(dialog).getByRole('button', { name: T.no }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toEqual([]);
    expect(saved).not.toHaveBeenCalled();
  });

  it('Yes downloads store/product/template and saves it under the server name', async () => {
    const { user } = renderHome();
    await user.click(screen.getByRole('button', { name: T.downloadServiceList }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: T.yes }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(expect.any(Blob), 'service_list.xlsx'));
    expect(api.calls).toEqual([{ path: 'store/product/template', query: {}, token: 'home-token' }]);
  });

  it('says so when the service list cannot be downloaded', async () => {
    api.answerWith(() => HttpResponse.json({ message: 'Down', title: 'Error' }, { status: 500 }));
    const { user } = renderHome();
    await user.click(screen.getByRole('button', { name: T.downloadServiceList }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.yes }));
    expect(await screen.findByText(T.serviceListFailed)).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });

  it('offers no service list download to a role without list_product (FINANCE)', () => {
    renderHome('FINANCE');
    expect(screen.getByRole('list', { name: T.homeTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.downloadServiceList })).not.toBeInTheDocument();
  });
});
