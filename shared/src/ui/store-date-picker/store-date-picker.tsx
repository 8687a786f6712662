import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
// By the package's name, not a relative path: '@storedesk/shared/ui' is bundled into each remote, and only the
// root entry is the Module Federation singleton holding the one session store.
import { useSession } from '@storedesk/shared';
import { storeZoneGenerateConfig } from './store-now';

/**
 * antd's DatePicker on the store's clock: today is marked and picked by the store's time zone (the session's
 * store), as every date the screens show is. Use these instead of antd's DatePicker, RangePicker and TimePicker;
 * props and values (plain dayjs calendar dates) are antd's.
 */
export const StoreDatePicker = DatePicker.generatePicker<Dayjs>(
  storeZoneGenerateConfig(() => useSession.getState().store?.store_timezone),
);

export const StoreRangePicker = StoreDatePicker.RangePicker;

/** The time picker of the same config: its Now shortcut is the store's clock. */
export const StoreTimePicker = StoreDatePicker.TimePicker;
