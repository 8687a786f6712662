import { describeRemoteApp } from '@storedesk/shared/testing';
import App from '../app';
import { handlers } from '../dev/mocks/handlers';

// Customer contracts are in the registry but not built yet.
describeRemoteApp({
  name: 'mfe_contracts_payments',
  App,
  handlers,
  notYetBuilt: ['/subscriptions', '/subscriptions/new', '/subscriptions/details'],
});
