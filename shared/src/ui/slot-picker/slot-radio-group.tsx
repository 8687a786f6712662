import { Radio, Space } from 'antd';
import { CUSTOM_SLOT, showTime, type SlotChoice } from '../../format/delivery-slots';

export interface SlotRadioGroupProps {
  slots: SlotChoice[];
  'aria-label': string;
  /** When given, a last choice CUSTOM_SLOT with this label (a custom start time and duration). */
  customLabel?: string;
}

/** A day's slots as hh:mm A - hh:mm A choices, one under the other; Form.Item injects value and onChange. */
export function SlotRadioGroup({ slots, customLabel, ...control }: SlotRadioGroupProps) {
  return (
    <Radio.Group {...control}>
      <Space orientation="vertical">
        {slots.map((slot) => (
          <Radio key={slot._id} value={slot._id}>
            {showTime(slot.start_time)} - {showTime(slot.end_time)}
          </Radio>
        ))}
        {customLabel && <Radio value={CUSTOM_SLOT}>{customLabel}</Radio>}
      </Space>
    </Radio.Group>
  );
}
