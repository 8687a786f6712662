import { screen, within } from '@testing-library/react';
import { REMOTES, type RemoteName, type Role } from '@storedesk/shared';
import { deploy, renderHost, resetHost, signIn } from '../../../testing/render-host';
import { buildMenu } from '../menu-items';

jest.mock('../../remotes/mf-runtime');

const ALL = REMOTES.map((remote) => remote.name) as RemoteName[];

beforeAll(async () => {
  await import('../shell');
});
beforeEach(() => resetHost());

describe('buildMenu', () => {
  const expected: Record<Role, string[]> = {
    ADMIN: [
      'dashboard',
      'orders',
      'orders-daywise',
      'reports',
      'payments',
      'subscriptions',
      'subscriptions-master',
      'products',
      'categories',
      'collections',
      'customers',
      'customer-groups',
      'abandoned-carts',
      'blog',
      'push-notifications',
      'settings',
    ],
    SITEADMIN: [
      'dashboard',
      'orders',
      'orders-daywise',
      'reports',
      'payments',
      'subscriptions',
      'subscriptions-master',
      'products',
      'abandoned-carts',
      'blog',
    ],
    CSC: [
      'dashboard',
      'orders',
      'orders-daywise',
      'subscriptions',
      'subscriptions-master',
      'products',
      'customers',
      'abandoned-carts',
    ],
    FINANCE: ['dashboard', 'orders', 'reports', 'payments', 'subscriptions', 'customers'],
  };
  test.each(Object.entries(expected))('%s sees exactly its items', (role, keys) => {
    expect(buildMenu(role, ALL).map((item) => item.key)).toEqual(keys);
  });
  test('only the remotes listed in remotes.json give items', () => {
    expect(buildMenu('ADMIN', ['mfe_bookings', 'mfe_settings']).map((item) => item.key)).toEqual([
      'dashboard',
      'orders',
      'orders-daywise',
      'reports',
      'settings',
    ]);
    expect(buildMenu('ADMIN', [])).toEqual([]);
  });
  test('no role, no items', () => {
    expect(buildMenu(undefined, ALL)).toEqual([]);
  });
});

test('the rendered menu shows the role its items and marks the one whose path starts the current path', async () => {
  deploy(...ALL);
  signIn('FINANCE');
  renderHost('/dashboard');
  const menu = await screen.findByRole('menu', { name: 'Main menu' }, { timeout: 4000 });
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Dashboard', 'Bookings & Sales', 'Reports', 'Payment Requests', 'Contracts', 'Customers']);
  const dashboard = within(menu).getByRole('menuitem', { name: /Dashboard/ });
  expect(dashboard).toHaveClass('ant-menu-item-selected');
  expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
});

test('the active item is the longest menu path that starts the current path', async () => {
  deploy(...ALL);
  signIn('ADMIN');
  renderHost('/subscriptions/master/new');
  const menu = await screen.findByRole('menu', { name: 'Main menu' }, { timeout: 4000 });
  const selected = menu.querySelectorAll('.ant-menu-item-selected');
  expect([...selected].map((item) => item.textContent)).toEqual(['Master Contracts']);
});
