import { startStandalone } from '@storedesk/shared/dev';
import App from './app';
import { handlers } from './dev/mocks/handlers';

// The standalone page: the remote kit's dev shell against this area's mocks.
void startStandalone({
  name: 'mfe-contracts-payments',
  App,
  handlers,
  home: '/payments',
  emptyLabel: 'No payment requests',
});
