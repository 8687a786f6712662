import { operation, operationPath } from '../../contracts/operation';
import {
  downloadReportOperation,
  listOrdersOperation,
  updateOrderStatusOperation,
} from '../../contracts/all-operations';
import { callApi } from '../api-client';

/** The api client calls an operation constant by its own method and path; nothing about the call is typed twice. */
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const sent = () => {
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return { url, method: init.method, body: init.body };
};

describe('callApi', () => {
  it('sends a GET with the payload as its query', async () => {
    await callApi(listOrdersOperation, { limit: 10, offset: 2, 'filter.status': '' });
    expect(sent()).toEqual({ url: '/api/store/order/all?limit=10&offset=2', method: 'GET', body: undefined });
  });

  it('sends a PUT with the payload as its JSON body', async () => {
    await callApi(updateOrderStatusOperation, { id: 'b1', version: 3 });
    expect(sent()).toEqual({
      url: '/api/store/order/status',
      method: 'PUT',
      body: JSON.stringify({ id: 'b1', version: 3 }),
    });
  });

  it('fills the path parameters, each encoded', async () => {
    await callApi(
      downloadReportOperation,
      { from_date: '2025-01-01' },
      { params: { type: 'sales', subtype: 'a/b' } },
    );
    expect(sent().url).toBe('/api/report/sales/a%2Fb?from_date=2025-01-01');
  });
});

describe('operationPath', () => {
  it('fills every :name of the path', () => {
    expect(
      operationPath(operation('GET', '/uploads/:store_id/:name'), { store_id: 's1', name: 'logo.png' }),
    ).toBe('/uploads/s1/logo.png');
  });

  it('refuses to build a path with a parameter left out', () => {
    const fill = operationPath as (op: unknown, params: Record<string, string>) => string;
    expect(() => fill(downloadReportOperation, { type: 'sales' })).toThrow(/subtype/);
  });
});
