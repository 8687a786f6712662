import { startStandalone } from '@storedesk/shared/dev';
import App from './app';
import { handlers } from './dev/mocks/handlers';

// The standalone page (the remote kit's dev shell against this area's mocks). The demo store uses the location
// filter and a field-service system, so those screens' parts show.
void startStandalone({
  name: 'mfe-bookings',
  App,
  handlers,
  home: '/dashboard',
  emptyLabel: 'Empty day',
  store: {
    store_meta_config: [
      { meta_config_name: 'use_applicable_location_filter', meta_config_value: 'true' },
      { meta_config_name: 'zuper_web_url', meta_config_value: 'https://web.zuperpro.com' },
    ],
  },
});
