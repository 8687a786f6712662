import type { Dayjs } from 'dayjs';
import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import type { GenerateConfig } from '@rc-component/picker/generate';
import { dayjs, inZone } from '../../format/dayjs-zone';

/**
 * The store's wall clock now, as a plain (browser-zone) dayjs, like todayInZone: pickers work in calendar days
 * and clock times, so 00:30 on the 16th in Kolkata is the 16th, 00:30, whatever zone the browser sits in.
 * The browser's clock when the zone is absent or unknown.
 */
export function storeNow(tz?: string | null): Dayjs {
  return dayjs(inZone(dayjs(), tz).format('YYYY-MM-DDTHH:mm:ss.SSS'));
}

/**
 * antd's dayjs date config with "now" read from the store's clock: the picker's today highlight, its Today and
 * Now shortcuts and the month it opens on follow the store's zone. `zone` is read at every call, so a store
 * switch needs no new picker.
 */
export function storeZoneGenerateConfig(zone: () => string | null | undefined): GenerateConfig<Dayjs> {
  return { ...dayjsGenerateConfig, getNow: () => storeNow(zone()) };
}
