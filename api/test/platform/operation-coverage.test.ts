import type { FastifyInstance } from 'fastify';
import * as contracts from '@storedesk/shared/contracts';
import { operation } from '@storedesk/shared/contracts';
import type { RouteCatalogEntry } from '../../src/http/define-route';
import { exportedOperations, operationCoverage } from '../helpers/operation-coverage';
import { buildTestApp } from '../helpers/test-app';

/**
 * Every operation is named once (issue 22 §2): each API route is declared with an exported `{method, path}`
 * constant of shared/src/contracts, and each such constant has a route, so the screens' fetchers and the mocks
 * that read the constants call paths the API serves.
 */
let app: FastifyInstance;
const constants = exportedOperations(contracts);

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('operation constants', () => {
  it('every API route has a constant, and every constant a route', () => {
    expect(app.routeCatalog.length).toBeGreaterThan(80);
    expect(constants.size).toBeGreaterThan(80);
    expect(operationCoverage(app.routeCatalog, constants)).toEqual({
      routesWithoutConstant: [],
      constantsWithoutRoute: [],
    });
  });

  it('names a constant removed from the contracts, and the route it leaves without one', () => {
    const fewer = new Map(constants);
    fewer.delete(contracts.listOrdersOperation);
    expect(operationCoverage(app.routeCatalog, fewer).routesWithoutConstant).toEqual([
      'GET /api/store/order/all',
    ]);
  });

  it('names a route added without a constant, one with a constant of its own, and a constant with no route', () => {
    const extra: RouteCatalogEntry[] = [
      { method: 'GET', url: '/api/store/widget/all', permission: 'dashboard', schema: {} },
      {
        method: 'GET',
        url: '/api/store/gadget',
        permission: 'dashboard',
        schema: {},
        operation: operation('GET', '/store/gadget'),
      },
    ];
    const orphan = operation('DELETE', '/store/widget');
    const more = new Map(constants).set(orphan, 'deleteWidgetOperation');
    expect(operationCoverage([...app.routeCatalog, ...extra], more)).toEqual({
      routesWithoutConstant: ['GET /api/store/widget/all', 'GET /api/store/gadget'],
      constantsWithoutRoute: ['deleteWidgetOperation (DELETE /store/widget)'],
    });
  });

  it('names a route whose method or path differs from its constant', () => {
    const entry = app.routeCatalog.find((e) => e.operation === contracts.getOrderOperation)!;
    const moved = [
      { ...entry, url: '/api/store/order/detail' },
      { ...entry, method: 'POST' as const },
    ];
    expect(operationCoverage(moved, constants).routesWithoutConstant).toEqual([
      'GET /api/store/order/detail',
      'POST /api/store/order/details',
    ]);
  });
});
