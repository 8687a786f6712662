import { useRef, useState } from 'react';
import { Button, Card, Form, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  customerChoiceLabel,
  MediaUploadField,
  useConfirm,
  useCustomerSearchChoices,
  PageLayout,
} from '@storedesk/shared/ui';
import {
  SubmitStopped,
  toast,
  toastServerError,
  todayInZone,
  useErrorToast,
  useSession,
  useSubmit,
  type CustomerSummary,
} from '@storedesk/shared';
import { useCreatePush } from './api/create-push';
import { lookupBooking } from './api/lookup-booking';
import { targetLookupFor } from './api/redirect-targets';
import { useTargetSearch } from './api/target-search';
import { AudienceSection } from './components/audience-section';
import { ContentSection } from './components/content-section';
import { DeliverySection } from './components/delivery-section';
import { RecipientModal } from './components/recipient-modal';
import { RedirectSection } from './components/redirect-section';
import {
  CRITERIA_FIELDS,
  buildPushDetails,
  type CheckedBooking,
  type NewPushValues,
} from './filter/push-payload';
import { recipientCount, resolveCriteria } from './filter/recipient-criteria';
import { useRecipientReview } from './hooks/use-recipient-review';
import { nowInZone } from './filter/schedule';
import { NEW_PUSH_TEXTS as T, PUSH_IMAGE_UPLOAD_TYPE } from './new-push-texts';
import { pushUrls } from './urls';

/** Spec 2 §5: customer, service, collection and contract searches start after 1 character. */
export const NEW_CUSTOMER_SEARCH_MIN = 2;

const INITIAL: Partial<NewPushValues> = { customer_type: 'one_customer', delivery_type: 'IMMEDIATE' };
/** Customers who turned push notifications off are shown disabled, saying so (issue 11: they failed only at submit). */
const pushTurnedOff = (c: CustomerSummary) => (c.push_notification === false ? T.pushTurnedOff : undefined);

/** Enter in a field never sends (issue 11): only the Send button does, after its question. */
const noEnterSubmit = (event: React.KeyboardEvent) => {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target.tagName === 'INPUT') event.preventDefault();
};

/**
 * /push-notification/new: who (one customer, or the customers matching restrictions reviewed in the recipient
 * modal), what, where it opens, when, and an optional image; after creating it the list is shown.
 */
export default function NewPushContainer() {
  const store = useSession((state) => state.store);
  const tz = store?.store_timezone;
  const [form] = Form.useForm<NewPushValues>();
  const navigate = useNavigate();

  const customerType = Form.useWatch('customer_type', form) ?? 'one_customer';
  const redirectType = Form.useWatch('redirect_type', form);
  const deliveryType = Form.useWatch('delivery_type', form) ?? 'IMMEDIATE';
  const deliveryDate = Form.useWatch('delivery_date', form);

  const [customerKeyword, setCustomerKeyword] = useState('');
  const [targetKeyword, setTargetKeyword] = useState('');
  const [bookingNumber, setBookingNumber] = useState('');
  const [booking, setBooking] = useState<CheckedBooking | null>(null);
  const [bookingResult, setBookingResult] = useState<'valid' | 'invalid' | 'other-customer' | null>(null);
  const confirm = useConfirm();
  const recipients = useRecipientReview();

  const customers = useCustomerSearchChoices(
    customerKeyword,
    NEW_CUSTOMER_SEARCH_MIN,
    customerChoiceLabel,
    pushTurnedOff,
  );
  const lookup = targetLookupFor(redirectType);
  const targets = useTargetSearch(lookup, targetKeyword);
  useErrorToast(targets.error, targets.errorUpdatedAt);
  // Check goes through the kit's submit: a double click or Enters while a lookup is out ask once, the button is
  // busy meanwhile, and an answer for a number since changed is dropped.
  const typedNumber = useRef('');
  const checkBooking = useSubmit(async (number: number) => ({ number, found: await lookupBooking(number) }), {
    afterSuccess: 'stay',
    onSuccess: ({ number, found }) => {
      if (Number(typedNumber.current) !== number) return;
      // For one customer only that customer's bookings are accepted (the API checks it too).
      const customerId =
        form.getFieldValue('customer_type') === 'one_customer'
          ? (form.getFieldValue('customer') as { value: string } | null | undefined)?.value
          : undefined;
      const theirs = found && (!customerId || found.customer_id === customerId);
      setBooking(theirs ? { _id: found._id, order_number: found.order_number } : null);
      setBookingResult(theirs ? 'valid' : found ? 'other-customer' : 'invalid');
    },
    onError: (error) => toastServerError(error as Error),
  });
  const create = useCreatePush();

  const resetTarget = () => {
    form.setFieldValue('redirect_target', null);
    setTargetKeyword('');
    typedNumber.current = '';
    setBookingNumber('');
    setBooking(null);
    setBookingResult(null);
  };

  const onValuesChange = (changed: Partial<NewPushValues>) => {
    // Spec 2 §4: changing the customer type or the customer (or the restrictions) resets the selections.
    if ('customer_type' in changed) {
      form.setFieldValue('customer', null);
      recipients.forget();
    }
    if ('customer' in changed || CRITERIA_FIELDS.some((field) => field in changed)) recipients.forget();
    // A target chosen for one recipient (a booking of theirs) does not carry over to another (issue 11).
    if ('redirect_type' in changed || 'customer_type' in changed || 'customer' in changed) resetTarget();
    // Spec 2 §4: IMMEDIATE clears the date and time, also when an open picker hands in its value afterwards.
    const immediate = form.getFieldValue('delivery_type') === 'IMMEDIATE';
    const picked =
      ('delivery_date' in changed && changed.delivery_date) ||
      ('delivery_time' in changed && changed.delivery_time);
    if (changed.delivery_type === 'IMMEDIATE' || (immediate && picked))
      form.setFieldsValue({ delivery_date: null, delivery_time: null });
  };

  const onContinue = async () => {
    try {
      await form.validateFields(['created_range']);
    } catch {
      return;
    }
    await recipients.start(resolveCriteria(form.getFieldsValue(), todayInZone(tz)));
  };

  const onCheckBooking = () => {
    const number = Number(bookingNumber);
    if (!bookingNumber || !Number.isSafeInteger(number)) {
      setBooking(null);
      setBookingResult('invalid');
      return;
    }
    void checkBooking.run(number);
  };

  // One notification per form: its key is kept until the page is left, so a doubled Send or Schedule, or a
  // retry, answers the first notification (issues 11 and 21).
  const send = useSubmit(
    async (values: NewPushValues, key: string) => {
      const built = buildPushDetails(values, recipients.selection, booking, nowInZone(tz));
      if (!built.ok) {
        toast.error(built.title, built.message);
        throw new SubmitStopped();
      }
      // Sending asks first, naming how many customers receive it (issue 11).
      const count =
        values.customer_type === 'one_customer'
          ? 1
          : recipients.selection
            ? recipientCount(recipients.selection.total, recipients.selection.excluded)
            : 0;
      const scheduled = values.delivery_type === 'SCHEDULED';
      const ok = await confirm({
        title: scheduled ? T.confirmSchedule(count) : T.confirmSend(count),
        okText: scheduled ? T.confirmScheduleOk : T.confirmSendOk,
        cancelText: T.confirmCancel,
      });
      if (!ok) throw new SubmitStopped();
      return create.mutateAsync({ details: built.details, key: `push-${key}` });
    },
    {
      afterSuccess: 'leave',
      onSuccess: (reply) => {
        toast.success(reply.title, reply.message);
        navigate(pushUrls.list());
      },
      onError: (error) => toastServerError(error as Error),
    },
  );

  const onFinish = (values: NewPushValues) => void send.run(values);

  return (
    <PageLayout title={T.title} back={{ to: pushUrls.list(), label: T.back }}>
      <Form<NewPushValues>
        form={form}
        style={{ maxWidth: 960 }}
        layout="vertical"
        initialValues={INITIAL}
        onValuesChange={onValuesChange}
        onFinish={(values) => void onFinish(values)}
        onKeyDown={noEnterSubmit}
        aria-label={T.title}
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <AudienceSection
            customerType={customerType}
            customerKeyword={customerKeyword}
            onCustomerKeywordChange={setCustomerKeyword}
            customerOptions={customers.choices}
            searchingCustomers={customers.searching}
            customerSearchMin={NEW_CUSTOMER_SEARCH_MIN}
            recipients={
              recipients.selection &&
              recipientCount(recipients.selection.total, recipients.selection.excluded)
            }
            continuing={recipients.continuing}
            onContinue={() => void onContinue()}
          />
          <Card title={T.content} size="small">
            <ContentSection />
            <RedirectSection
              redirectType={redirectType}
              targetKeyword={targetKeyword}
              onTargetKeywordChange={setTargetKeyword}
              targetOptions={targets.data ?? []}
              searchingTargets={targets.isFetching}
              targetSearchMin={lookup?.minLength ?? 1}
              booking={{
                number: bookingNumber,
                onNumberChange: (number) => {
                  typedNumber.current = number;
                  setBookingNumber(number);
                  setBooking(null);
                  setBookingResult(null);
                },
                onCheck: onCheckBooking,
                checking: checkBooking.busy,
                result: bookingResult,
              }}
            />
            <Form.Item name="notification_image" label={T.image}>
              <MediaUploadField
                uploadType={PUSH_IMAGE_UPLOAD_TYPE}
                hint={T.imageHint}
                texts={{
                  choose: T.chooseImage,
                  replace: T.chooseImage,
                  remove: T.removeImage,
                  failed: T.uploadFailed,
                  preview: T.imagePreview,
                }}
              />
            </Form.Item>
          </Card>
          <Card title={T.delivery} size="small">
            <DeliverySection deliveryType={deliveryType} deliveryDate={deliveryDate} now={nowInZone(tz)} />
          </Card>
          <Button type="primary" htmlType="submit" loading={send.busy}>
            {deliveryType === 'SCHEDULED' ? T.schedule : T.submit}
          </Button>
        </Space>
      </Form>
      <RecipientModal {...recipients.modal} currency={store?.currency} />
    </PageLayout>
  );
}
