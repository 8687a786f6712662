/** Moved to @storedesk/shared (contract service requests pick slots too); kept here so tests can mock the clock. */
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
} from '@storedesk/shared';
