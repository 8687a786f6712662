import { Form, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { DISCOUNT_TYPES, type PaymentMethod, type StoreOrderStatus } from '@storedesk/shared';
import { NEW_BOOKING_TEXTS as T } from '../new-booking-texts';

export interface PaymentSectionProps {
  statuses: StoreOrderStatus[];
  methods: PaymentMethod[];
  /** The chosen method asks the customer to pay later: unpaid, toggle disabled (spec 2 §4). */
  paidLocked: boolean;
  /** The customer's points balance, or null before a customer is chosen. */
  pointsAvailable: number | null;
  /** Why the discount is not applied (shown '---' in the totals), or null. */
  discountProblem?: string | null;
  /** Fewer points apply than were entered (the field now shows those that apply), or null. */
  pointsNote?: string | null;
}

/** Booking status, payment mode and paid toggle, discount and loyalty points. */
export function PaymentSection({
  statuses,
  methods,
  paidLocked,
  pointsAvailable,
  discountProblem,
  pointsNote,
}: PaymentSectionProps) {
  return (
    <>
      <Form.Item label={T.status} name="status_id">
        <Select
          aria-label={T.status}
          options={statuses.map((status) => ({ value: status._id, label: status.name }))}
        />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item label={T.paymentMode} name="payment_method">
          <Select
            allowClear
            aria-label={T.paymentMode}
            style={{ minWidth: 220 }}
            options={methods.map((method) => ({ value: method.code, label: method.name }))}
          />
        </Form.Item>
        <Form.Item label={T.paid} name="is_paid" valuePropName="checked">
          <Switch aria-label={T.paid} disabled={paidLocked} />
        </Form.Item>
      </Space>
      <Space wrap align="start">
        <Form.Item label={T.discountType} name="discount_type">
          <Select
            aria-label={T.discountType}
            style={{ minWidth: 140 }}
            options={DISCOUNT_TYPES.map((type) => ({ value: type, label: T.discountTypes[type] }))}
          />
        </Form.Item>
        <Form.Item
          label={T.discountValue}
          name="discount_value"
          validateStatus={discountProblem ? 'warning' : undefined}
          help={discountProblem ?? undefined}
        >
          <InputNumber min={0} precision={2} aria-label={T.discountValue} />
        </Form.Item>
        <Form.Item
          label={T.points}
          name="points"
          validateStatus={pointsNote ? 'warning' : undefined}
          help={pointsNote ?? undefined}
          extra={
            pointsAvailable === null ? undefined : (
              <Typography.Text type="secondary">{T.pointsAvailable(pointsAvailable)}</Typography.Text>
            )
          }
        >
          <InputNumber min={0} max={pointsAvailable ?? undefined} precision={0} aria-label={T.points} />
        </Form.Item>
      </Space>
    </>
  );
}
