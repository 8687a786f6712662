export { inZone, isKnownZone, type DateInput } from './dayjs-zone';
export {
  DATE_FORMAT,
  TIME_FORMAT,
  formatDate,
  formatTime,
  todayInZone,
  toApiDate,
  parseCalendarDate,
  type ApiDateFormat,
} from './dates';
export { formatMoney } from './money';
// slugFromName is at '@storedesk/shared/format/slug': its transliteration table stays out of the root entry
// (the host's shared singleton), loaded only by the forms that make slugs.
export { dateOptionRange, type DateOption } from './date-options';
export { formatPhone } from './phone';
export { addressLines, addressLine } from './address';
export {
  CUSTOM_SLOT,
  SLOT_STEP_MINUTES,
  weekdayOf,
  storeClock,
  slotOver,
  slotsFor,
  endTime,
  showTime,
  type SlotChoice,
  type StoreClock,
} from './delivery-slots';
export {
  FIELD_SERVICE_WEB_URL_META,
  DEFAULT_FIELD_SERVICE_WEB_URL,
  fieldServiceJobLink,
  fieldServiceContractLink,
} from './field-service-links';
