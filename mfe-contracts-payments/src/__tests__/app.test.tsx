import { renderWithProviders } from '@storedesk/shared/testing';
import App from '../app';

describe('App (the exposed ./App)', () => {
  it('renders nothing outside its basename or for paths it does not own', () => {
    const outside = renderWithProviders(<App basename="/contracts" />, { route: '/payments' });
    expect(outside.container.querySelector('.ant-app')).toBeEmptyDOMElement();
    outside.unmount();

    const unknown = renderWithProviders(<App basename="/" />, { route: '/customers' });
    expect(unknown.container.querySelector('.ant-app')).toBeEmptyDOMElement();
  });
});
