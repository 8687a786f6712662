import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { RegistryRoutes, registryScreens } from '../registry-routes';
import { SCREEN_PATHS, screenUrl } from '../screen-paths';

/** A remote's routes come from its registry entry, so a screen path is written once (issue 22 §2). */
const screens = {
  [SCREEN_PATHS.payments]: <p>payments list</p>,
  [SCREEN_PATHS.paymentDetails]: <p>payment details</p>,
};

describe('RegistryRoutes', () => {
  it('mounts each screen at its registry path under the basename, parameters included', () => {
    renderWithProviders(<RegistryRoutes remote="mfe_contracts_payments" basename="/" screens={screens} />, {
      route: '/payments/p-1/details',
    });
    expect(screen.getByText('payment details')).toBeInTheDocument();
  });

  it('mounts nothing for a registry path the remote has no screen for', () => {
    const { container } = renderWithProviders(
      <RegistryRoutes remote="mfe_contracts_payments" basename="/" screens={screens} />,
      { route: '/subscriptions/new' },
    );
    expect(container.querySelector('.ant-app')).toBeEmptyDOMElement();
  });

  it("refuses a screen at a path outside the remote's registry entry", () => {
    expect(() => registryScreens('mfe_contracts_payments', { [SCREEN_PATHS.customers]: <p /> })).toThrow(
      'mfe_contracts_payments has screens the registry does not list: /customers',
    );
  });
});

describe('screenUrl', () => {
  it('fills the path parameters and keeps only query parameters with a value', () => {
    expect(screenUrl(SCREEN_PATHS.orderDetails, { id: 'a b' })).toBe('/orders/a%20b');
    expect(screenUrl(SCREEN_PATHS.payments, {}, { order: 1042, status: '', page: undefined })).toBe(
      '/payments?order=1042',
    );
  });
});
