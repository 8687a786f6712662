import { Alert, Form, InputNumber, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { DeliveryType, StoreLocation } from '@storedesk/shared';
import { SlotRadioGroup, StoreDatePicker, StoreTimePicker } from '@storedesk/shared/ui';
import { SCHEDULE_TEXTS as T } from '../texts/schedule-texts';
import { CUSTOM_SLOT, SLOT_STEP_MINUTES, endTime, showTime, type SlotChoice } from '../model/schedule';

export interface ScheduleSectionProps {
  today: Dayjs;
  slots: SlotChoice[];
  deliveryTypes: DeliveryType[];
  /** Null when the store has no locations to choose from. */
  locations: StoreLocation[] | null;
  slotChoice: string | undefined;
  customStart: Dayjs | null | undefined;
  duration: number | null | undefined;
}

/** Date (no past days, DD/MM/YYYY with weekday), slot or custom start + duration, booking type, location. */
export function ScheduleSection({
  today,
  slots,
  deliveryTypes,
  locations,
  slotChoice,
  customStart,
  duration,
}: ScheduleSectionProps) {
  const ends =
    slotChoice === CUSTOM_SLOT && customStart && duration
      ? showTime(endTime(customStart.format('HH:mm'), duration))
      : null;
  return (
    <>
      <Form.Item label={T.deliveryDate} name="delivery_date">
        <StoreDatePicker
          allowClear={false}
          format="DD/MM/YYYY dddd"
          disabledDate={(day) => day.isBefore(today, 'day')}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item label={T.slot} name="slot">
        <SlotRadioGroup aria-label={T.slot} slots={slots} customLabel={T.customSlot} />
      </Form.Item>
      {slots.length === 0 && <Alert type="info" showIcon title={T.noSlots} style={{ marginBottom: 16 }} />}
      {slotChoice === CUSTOM_SLOT && (
        <Space wrap align="start">
          <Form.Item label={T.startTime} name="custom_start">
            <StoreTimePicker
              use12Hours
              format="hh:mm A"
              minuteStep={SLOT_STEP_MINUTES}
              aria-label={T.startTime}
            />
          </Form.Item>
          <Form.Item label={T.duration} name="duration">
            <InputNumber
              min={SLOT_STEP_MINUTES}
              max={1440}
              step={SLOT_STEP_MINUTES}
              precision={0}
              aria-label={T.duration}
            />
          </Form.Item>
          {ends && (
            <Form.Item label={T.endsAt}>
              <Typography.Text data-testid="custom-end">{ends}</Typography.Text>
            </Form.Item>
          )}
        </Space>
      )}
      <Form.Item label={T.deliveryMode} name="delivery_type">
        <Select
          aria-label={T.deliveryMode}
          options={deliveryTypes.map((type) => ({ value: type.type, label: type.name }))}
        />
      </Form.Item>
      {locations && locations.length > 0 && (
        <Form.Item label={T.location} name="store_location_id">
          <Select
            allowClear
            aria-label={T.location}
            options={locations.map((location) => ({ value: location._id, label: location.name }))}
          />
        </Form.Item>
      )}
    </>
  );
}
