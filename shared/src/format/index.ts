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
export { slugFromName } from './slug';
export { dateOptionRange, type DateOption } from './date-options';
export { formatPhone } from './phone';
