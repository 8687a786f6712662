import type dayjs from 'dayjs';
import { Form, Radio, Space } from 'antd';
import { DATE_FORMAT, TIME_FORMAT, type PushDeliveryType } from '@storedesk/shared';
import { StoreDatePicker, StoreTimePicker } from '@storedesk/shared/ui';
import { NEW_PUSH_TEXTS as T } from '../new-push-texts';
import { DELIVERY_TYPES } from '../filter/push-options';
import { SCHEDULE_MINUTE_STEP, disabledScheduleTime, isScheduleDayDisabled } from '../filter/schedule';

export interface DeliverySectionProps {
  deliveryType: PushDeliveryType;
  /** The day picked so far, for the times still open today. */
  deliveryDate: dayjs.Dayjs | null | undefined;
  /** The store's wall clock (nowInZone). */
  now: dayjs.Dayjs;
}

/**
 * IMMEDIATE, or SCHEDULED with a day from today to 30 days ahead and a 12-hour time in 10-minute steps
 * (spec 2 §5, §9); the pickers are off until SCHEDULED is chosen.
 */
export function DeliverySection({ deliveryType, deliveryDate, now }: DeliverySectionProps) {
  const scheduled = deliveryType === 'SCHEDULED';
  const required = [{ required: scheduled, message: T.scheduleMissing }];
  return (
    <>
      <Form.Item name="delivery_type" label={T.delivery}>
        <Radio.Group
          aria-label={T.delivery}
          options={DELIVERY_TYPES.map((t) => ({ value: t, label: T.deliveryTypes[t] }))}
        />
      </Form.Item>
      <Space wrap>
        <Form.Item name="delivery_date" label={T.deliveryDate} rules={required}>
          <StoreDatePicker
            aria-label={T.deliveryDate}
            format={DATE_FORMAT}
            disabled={!scheduled}
            disabledDate={(day) => isScheduleDayDisabled(day, now)}
          />
        </Form.Item>
        <Form.Item name="delivery_time" label={T.deliveryTime} rules={required}>
          <StoreTimePicker
            aria-label={T.deliveryTime}
            format={TIME_FORMAT}
            use12Hours
            minuteStep={SCHEDULE_MINUTE_STEP}
            showNow={false}
            needConfirm={false}
            disabled={!scheduled}
            disabledTime={() => disabledScheduleTime(deliveryDate, now)}
          />
        </Form.Item>
      </Space>
    </>
  );
}
