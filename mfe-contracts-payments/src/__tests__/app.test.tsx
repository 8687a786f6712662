import { describeRemoteApp } from '@storedesk/shared/testing';
import App from '../app';
import { handlers } from '../dev/mocks/handlers';

describeRemoteApp({
  name: 'mfe_contracts_payments',
  App,
  handlers,
});
