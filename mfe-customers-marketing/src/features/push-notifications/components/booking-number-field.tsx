import { Button, Input, Space, Typography } from 'antd';
import { NEW_PUSH_TEXTS as T } from '../new-push-texts';

export interface BookingNumberFieldProps {
  number: string;
  onNumberChange: (number: string) => void;
  onCheck: () => void;
  checking: boolean;
  /** The last check of the number shown: found, not found, or not checked since it was typed. */
  result: 'valid' | 'invalid' | 'other-customer' | null;
}

/** A booking picked by its number: Check looks it up and says whether it is valid (spec 2 §5). */
export function BookingNumberField({
  number,
  onNumberChange,
  onCheck,
  checking,
  result,
}: BookingNumberFieldProps) {
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%', maxWidth: 360 }}>
        <Input
          aria-label={T.target.ORDER}
          inputMode="numeric"
          maxLength={16}
          value={number}
          onChange={(event) => onNumberChange(event.target.value.replace(/\D/g, ''))}
          onPressEnter={(event) => {
            event.preventDefault();
            onCheck();
          }}
        />
        <Button onClick={onCheck} loading={checking} disabled={!number}>
          {T.checkBooking}
        </Button>
      </Space.Compact>
      {result === 'valid' && <Typography.Text type="success">{T.validBooking}</Typography.Text>}
      {result === 'invalid' && <Typography.Text type="danger">{T.invalidBooking}</Typography.Text>}
      {result === 'other-customer' && (
        <Typography.Text type="danger">{T.bookingOfAnotherCustomer}</Typography.Text>
      )}
    </Space>
  );
}
