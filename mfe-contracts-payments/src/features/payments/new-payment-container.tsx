import { useEffect } from 'react';
import { Button, Card, Form, InputNumber, Select, Space } from 'antd';
import type dayjs from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  DATE_FORMAT,
  PAYMENT_TEXTS,
  formatMoney,
  toast,
  toastServerError,
  todayInZone,
  useSession,
  useSubmit,
} from '@storedesk/shared';
import {
  CustomerSearchSelect,
  StoreDatePicker,
  customerChoiceLabel,
  useConfirm,
  type CustomerChoice,
  PageLayout,
} from '@storedesk/shared/ui';
import { useCustomerBookings, useCustomerContracts, usePaymentTarget } from './api/payment-targets';
import { useCreatePayment } from './api/payment-writes';
import { sendAskingOverUnpaid } from './api/send-asking-over-unpaid';
import { PAYMENT_CUSTOMER_SEARCH_MIN } from './filter/payment-filter';
import { NEW_TEXTS as T } from './payment-texts';
import { paymentUrls } from './urls';

interface NewPaymentForm {
  customer?: CustomerChoice | null;
  order_id?: string | null;
  customer_subscription_id?: string | null;
  amount?: number | null;
  due_date?: dayjs.Dayjs | null;
}

/**
 * /payments/new?order=&subscription=&contract=: customer (search from 2 characters), then one of their bookings or
 * one of their contracts, amount, due date (DD/MM/YYYY, not before today, sent YYYY-MM-DD). The address prefills
 * from a booking or a contract. A request larger than what is still unpaid is asked about first.
 */
export default function NewPaymentContainer() {
  const store = useSession((state) => state.store);
  const tz = store?.store_timezone;
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [params] = useSearchParams();
  const [form] = Form.useForm<NewPaymentForm>();
  const createPayment = useCreatePayment();
  const customer = Form.useWatch('customer', form);
  const orderId = Form.useWatch('order_id', form);
  const contractId = Form.useWatch('customer_subscription_id', form);

  const prefillRef = {
    order_id: params.get('order') ?? undefined,
    customer_subscription_id: params.get('order')
      ? undefined
      : (params.get('contract') ?? params.get('subscription') ?? undefined),
  };
  const prefill = usePaymentTarget(prefillRef);
  useEffect(() => {
    const target = prefill.data;
    if (!target) return;
    form.setFieldsValue({
      customer: { value: target.customer._id, label: customerChoiceLabel(target.customer) },
      order_id: target.order_id,
      customer_subscription_id: target.customer_subscription_id,
    });
  }, [prefill.data, form]);

  const bookings = useCustomerBookings(customer?.value);
  const contracts = useCustomerContracts(customer?.value);
  const chosen = usePaymentTarget(
    orderId ? { order_id: orderId } : contractId ? { customer_subscription_id: contractId } : {},
  );

  const send = (values: NewPaymentForm, key: string, confirmed: boolean) =>
    createPayment.mutateAsync({
      store_payment: {
        amount: values.amount ?? 0,
        due_date: values.due_date!.format('YYYY-MM-DD'),
        customer_id: values.customer!.value,
        order_id: values.order_id ?? null,
        customer_subscription_id: values.customer_subscription_id ?? null,
      },
      // The form's one key until it is left: a retry or a doubled submit answers the request the first made.
      idempotency_key: `pay-${key}`,
      ...(confirmed ? { confirm_over_unpaid: true } : {}),
    });

  // One request per form: from the first click or Enter until the page is left, nothing more is sent.
  const create = useSubmit(
    (values: NewPaymentForm, key: string) =>
      sendAskingOverUnpaid(
        (confirmed) => send(values, key, confirmed),
        (question) => confirm({ title: question.title, content: question.message, okText: T.confirmOk }),
      ),
    {
      afterSuccess: 'leave',
      onSuccess: (reply) => {
        // The request is made either way; a link that could not be made is said, not hidden behind a success.
        (reply.data.link_status === 'FAILED' ? toast.warning : toast.success)(reply.title, reply.message);
        navigate(paymentUrls.list());
      },
      onError: (error) => toastServerError(error as Error),
    },
  );

  const submit = (values: NewPaymentForm) => {
    if (!values.customer) return toast.error(PAYMENT_TEXTS.missingFieldsTitle, PAYMENT_TEXTS.noCustomer);
    if (values.order_id && values.customer_subscription_id)
      return toast.error(PAYMENT_TEXTS.missingFieldsTitle, PAYMENT_TEXTS.both);
    if (!values.order_id && !values.customer_subscription_id)
      return toast.error(PAYMENT_TEXTS.missingFieldsTitle, PAYMENT_TEXTS.eitherOne);
    void create.run(values);
  };

  const customerChanged = () => form.setFieldsValue({ order_id: null, customer_subscription_id: null });
  const today = todayInZone(tz);

  return (
    <PageLayout title={T.title}>
      <Card style={{ maxWidth: 720 }}>
        <Form<NewPaymentForm> form={form} layout="vertical" onFinish={submit} aria-label={T.title}>
          <Form.Item name="customer" label={T.customer} extra={T.customerHint}>
            <CustomerSearchSelect
              minLength={PAYMENT_CUSTOMER_SEARCH_MIN}
              ariaLabel={T.customer}
              onChange={customerChanged}
            />
          </Form.Item>
          <Form.Item name="order_id" label={T.booking}>
            <Select
              allowClear
              aria-label={T.booking}
              disabled={!customer}
              loading={bookings.isFetching}
              options={(bookings.data ?? []).map((b) => ({
                value: b._id,
                label: `#${b.order_number} · ${formatMoney(b.total, store?.currency)}`,
              }))}
            />
          </Form.Item>
          <Form.Item name="customer_subscription_id" label={T.contract}>
            <Select
              allowClear
              aria-label={T.contract}
              disabled={!customer}
              loading={contracts.isFetching}
              options={(contracts.data ?? []).map((c) => ({
                value: c._id,
                label: `#${c.subscription_number} · ${c.subscription_name}`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="amount"
            label={T.amount}
            rules={[{ required: true, message: T.amountRequired }]}
            extra={chosen.data ? T.unpaid(formatMoney(chosen.data.unpaid, store?.currency)) : undefined}
          >
            <InputNumber min={0} precision={2} style={{ width: '100%' }} aria-label={T.amount} />
          </Form.Item>
          <Form.Item
            name="due_date"
            label={T.dueDate}
            rules={[{ required: true, message: T.dueDateRequired }]}
          >
            <StoreDatePicker
              format={DATE_FORMAT}
              aria-label={T.dueDate}
              style={{ width: '100%' }}
              disabledDate={(day) => day.isBefore(today, 'day')}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={create.busy}>
              {T.submit}
            </Button>
            <Button onClick={() => navigate(paymentUrls.list())}>{T.cancel}</Button>
          </Space>
        </Form>
      </Card>
    </PageLayout>
  );
}
