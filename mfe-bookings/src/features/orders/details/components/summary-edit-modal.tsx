import { useMemo } from 'react';
import { Alert, Form, Select, Space, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { DeliverySlotDay, DeliveryType, Order, PaymentMethod } from '@storedesk/shared';
import { AppModal } from '@storedesk/shared/ui';
import { ScheduleSection } from '../../../shared/components/schedule-section';
import { CUSTOM_SLOT, endTime, slotsFor } from '../../../shared/model/schedule';
import { DETAILS_TEXTS as T } from '../order-details-texts';

/** What the summary edit saves: a new schedule (when the role may change the date) and/or the payment. */
export interface SummaryEdit {
  schedule?: {
    delivery_date: string;
    delivery_data: { start_time: string; end_time?: string; duration?: number; cutoff_time?: string };
    delivery_mode?: string;
  };
  payment?: { is_paid: boolean; payment_method: string | null };
}

interface SummaryFormValues {
  delivery_date: Dayjs;
  slot?: string;
  custom_start?: Dayjs | null;
  duration?: number | null;
  delivery_type?: string;
  payment_method?: string | null;
  is_paid: boolean;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** The booking's schedule as the new-booking form holds it: its slot when one matches, else a custom window. */
function initialValues(order: Order, days: DeliverySlotDay[]): SummaryFormValues {
  const day = dayjs(order.delivery_date, 'YYYY-MM-DD');
  const data = order.delivery_data;
  const slot = slotsFor(days, day).find(
    (s) => s.start_time === data?.start_time && s.end_time === data?.end_time,
  );
  const start = data?.start_time ? dayjs(data.start_time, 'HH:mm') : null;
  const duration =
    data?.duration ??
    (data?.start_time && data?.end_time ? minutesOf(data.end_time) - minutesOf(data.start_time) : null);
  return {
    delivery_date: day,
    slot: slot ? slot._id : data?.start_time ? CUSTOM_SLOT : undefined,
    custom_start: slot ? null : start,
    duration: slot ? null : duration && duration > 0 ? duration : null,
    delivery_type: order.delivery_mode ?? undefined,
    payment_method: order.payment.payment_method,
    is_paid: order.payment.is_paid,
  };
}

export interface SummaryEditModalProps {
  order: Order;
  open: boolean;
  today: Dayjs;
  /** The role may reschedule (update_order_date). */
  canDate: boolean;
  /** The role may change the payment method and status (update_order_payment_status). */
  canPayment: boolean;
  slotDays: DeliverySlotDay[];
  deliveryTypes: DeliveryType[];
  methods: PaymentMethod[];
  saving: boolean;
  onCancel: () => void;
  onSave: (edit: SummaryEdit) => void;
}

/**
 * Spec 2 "Booking details": the summary edit, with the new-booking screen's schedule rules (no past day, that
 * weekday's active slots or a custom start with a duration in 15-minute steps) and its payment rule (a method
 * that asks the customer to pay leaves the booking unpaid). Each role sees only what it may change (spec 2 §6).
 */
export function SummaryEditModal(props: SummaryEditModalProps) {
  const { order, open, today, canDate, canPayment, slotDays, deliveryTypes, methods, saving } = props;
  const [form] = Form.useForm<SummaryFormValues>();
  const initial = useMemo(() => initialValues(order, slotDays), [order, slotDays]);
  const date = Form.useWatch('delivery_date', form) ?? initial.delivery_date;
  const slotChoice = Form.useWatch('slot', form);
  const customStart = Form.useWatch('custom_start', form);
  const duration = Form.useWatch('duration', form);
  const method = Form.useWatch('payment_method', form);
  const slots = slotsFor(slotDays, date);
  const paidLocked = !!methods.find((m) => m.code === method)?.request_customer_payment;

  return (
    <AppModal
      open={open}
      form={form}
      title={T.editSummary}
      okText={T.save}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={props.onCancel}
      destroyOnHidden
      width={640}
    >
      <Form<SummaryFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={initial}
        onValuesChange={(changed) => {
          if ('delivery_date' in changed) form.setFieldValue('slot', undefined);
          // Spec 2 §4 (as in the new booking): a method that asks the customer to pay, or none, makes it unpaid;
          // any other (Cash, UPI ...) paid. The toggle may still be changed by hand afterwards.
          if ('payment_method' in changed) {
            const picked = methods.find((m) => m.code === changed.payment_method);
            form.setFieldValue('is_paid', picked ? !picked.request_customer_payment : false);
          }
        }}
        onFinish={(values) => {
          const edit = toEdit(values);
          if (edit) props.onSave(edit);
        }}
      >
        {canDate && (
          <ScheduleSection
            today={today}
            slots={slots}
            deliveryTypes={deliveryTypes}
            locations={null}
            slotChoice={slotChoice}
            customStart={customStart}
            duration={duration}
          />
        )}
        {canPayment && (
          <Space wrap align="start">
            <Form.Item label={T.paymentMethod} name="payment_method">
              <Select
                allowClear
                aria-label={T.paymentMethod}
                style={{ minWidth: 240 }}
                options={methods.map((m) => ({ value: m.code, label: m.name }))}
              />
            </Form.Item>
            <Form.Item
              label={T.paid}
              name="is_paid"
              valuePropName="checked"
              extra={
                paidLocked ? <Typography.Text type="secondary">{T.paidLocked}</Typography.Text> : undefined
              }
            >
              <Switch aria-label={T.paid} disabled={paidLocked} />
            </Form.Item>
          </Space>
        )}
        {!canDate && !canPayment && <Alert type="info" showIcon title={T.summaryNotAllowed} />}
      </Form>
    </AppModal>
  );

  /** Only the groups the role may change and that did change; null (with the field's message) when invalid. */
  function toEdit(values: SummaryFormValues): SummaryEdit | null {
    const edit: SummaryEdit = {};
    // The schedule is checked (no past day, a slot) only when it was touched: a booking whose day has passed may
    // still have its payment changed.
    const scheduleTouched = form.isFieldsTouched([
      'delivery_date',
      'slot',
      'custom_start',
      'duration',
      'delivery_type',
    ]);
    if (canDate && scheduleTouched) {
      const day = values.delivery_date.format('YYYY-MM-DD');
      if (values.delivery_date.isBefore(today, 'day')) {
        form.setFields([{ name: 'delivery_date', errors: [T.pastDate] }]);
        return null;
      }
      let data: NonNullable<SummaryEdit['schedule']>['delivery_data'] | null = null;
      if (values.slot === CUSTOM_SLOT) {
        if (!values.custom_start || !values.duration) {
          form.setFields([{ name: 'duration', errors: [T.slotRequired] }]);
          return null;
        }
        const start = values.custom_start.format('HH:mm');
        data = { start_time: start, duration: values.duration, end_time: endTime(start, values.duration) };
      } else {
        const slot = slots.find((s) => s._id === values.slot);
        if (!slot) {
          form.setFields([{ name: 'slot', errors: [T.slotRequired] }]);
          return null;
        }
        data = {
          start_time: slot.start_time,
          end_time: slot.end_time,
          ...(slot.cutoff_time ? { cutoff_time: slot.cutoff_time } : {}),
        };
      }
      const before = order.delivery_data;
      const changed =
        day !== order.delivery_date ||
        data.start_time !== before?.start_time ||
        data.end_time !== before?.end_time ||
        (values.delivery_type ?? null) !== (order.delivery_mode ?? null);
      if (changed)
        edit.schedule = {
          delivery_date: day,
          delivery_data: data,
          ...(values.delivery_type ? { delivery_mode: values.delivery_type } : {}),
        };
    }
    if (canPayment) {
      const payment = { is_paid: !!values.is_paid, payment_method: values.payment_method ?? null };
      if (
        payment.is_paid !== order.payment.is_paid ||
        payment.payment_method !== (order.payment.payment_method ?? null)
      )
        edit.payment = payment;
    }
    if (!edit.schedule && !edit.payment) {
      props.onCancel();
      return null;
    }
    return edit;
  }
}
