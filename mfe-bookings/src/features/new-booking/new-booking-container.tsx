import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, Row, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import {
  ApiError,
  formatMoney,
  todayInZone,
  toast,
  useSession,
  useSubmit,
  type CartLineInput,
  type CreateOrderBody,
  type CartType,
  type CustomerDetail,
  type OrderAddress,
  isSignedOut,
} from '@storedesk/shared';
import { useUnsavedChangesPrompt, PageLayout } from '@storedesk/shared/ui';
import { useOrderStatuses, useStoreLocations } from '../shared/api/order-lookups';
import { ServicePicker, type PickedService } from '../service-picker';
import { CustomerPicker, ShippingAddressPicker } from './customer';
import { toOrderAddress } from './customer/address-mapping';
import { useDeliverySlots, useDeliveryTypes, usePaymentMethods } from '../shared/api/booking-lookups';
import { useAbandonedCart, useCustomerForBooking } from './api/load-abandoned-cart';
import { useLocalCart } from './api/local-cart';
import { useSaveCart } from './api/save-cart';
import { useCreateOrder } from './api/create-order';
import { newBookingKeys } from './api/new-booking-keys';
import {
  changeTypeOf,
  checkBooking,
  initialValues,
  toCartPayload,
  toCreateOrderBody,
  toLineInput,
  valuesFromCart,
  type BookingFormValues,
} from './model/booking-form';
import { CUSTOM_SLOT, slotsFor, storeClock } from '../shared/model/schedule';
import { ScheduleSection } from '../shared/components/schedule-section';
import { PaymentSection } from './components/payment-section';
import { NotesTagsSection } from './components/notes-tags-section';
import { CartLinesTable } from './components/cart-lines-table';
import { TotalsCard } from './components/totals-card';
import { NEW_BOOKING_TEXTS as T } from './new-booking-texts';
import { RELOAD_DELAY_MS, reloadPage } from './reload-page';
import { showAndKeepSuccess, showKeptSuccess } from './booking-flash';
import { newBookingUrls } from './urls';

/** Quick edits (typing a discount) are sent once they settle. */
const CART_DEBOUNCE_MS = 300;

/** The customer's default address (else their first one): the likely shipping address. */
function preferredAddress(customer: CustomerDetail): OrderAddress | null {
  const preferred = customer.addresses.find((a) => a.is_default) ?? customer.addresses[0];
  return preferred ? toOrderAddress(preferred, customer) : null;
}

const showError = (fallbackTitle: string, error: unknown) => {
  if (isSignedOut(error)) return;
  toast.error(error instanceof ApiError ? error.title : fallbackTitle, (error as Error).message);
};

/**
 * /orders/new/:id?: a booking on behalf of a customer (spec 2 "New booking", §4, §5). The server prices the cart
 * after every change; this screen only shows what it answers. With an id, that customer's abandoned cart is loaded.
 */
export default function NewBookingContainer() {
  const { id: cartCustomerId } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const store = useSession((state) => state.store);
  const tz = store?.store_timezone;
  const currency = store?.currency;
  const today = useMemo(() => todayInZone(tz), [tz]);
  const [form] = Form.useForm<BookingFormValues>();

  const [customer, setCustomer] = useState<CustomerDetail | null>(null);
  const [address, setAddress] = useState<OrderAddress | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const { cart, setCart, clearCart } = useLocalCart();
  const saveCart = useSaveCart();
  const createOrder = useCreateOrder();
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);

  const statuses = useOrderStatuses();
  const locations = useStoreLocations(true);
  const slotDays = useDeliverySlots();
  const deliveryTypes = useDeliveryTypes();
  const methods = usePaymentMethods();
  const loadedCustomer = useCustomerForBooking(cartCustomerId);
  const abandoned = useAbandonedCart(cartCustomerId);

  const [touched, setTouched] = useState(false);
  const [pointsNote, setPointsNote] = useState<string | null>(null);
  const lines: CartLineInput[] = useMemo(() => (cart?.products ?? []).map(toLineInput), [cart]);
  const deliveryDate = Form.useWatch('delivery_date', form);
  const slotChoice = Form.useWatch('slot', form);
  const customStart = Form.useWatch('custom_start', form);
  const duration = Form.useWatch('duration', form);
  const paymentMethod = Form.useWatch('payment_method', form);
  // Read each render: a screen left open past a slot's end stops offering it. A slot already chosen stays chosen
  // (and shown), so Create says 'Time Slot Over' rather than dropping the choice unseen.
  const clock = storeClock(tz);
  const daySlots = slotsFor(slotDays.data ?? [], deliveryDate);
  const open = new Set(slotsFor(slotDays.data ?? [], deliveryDate, clock).map((slot) => slot._id));
  const chosenSlot = daySlots.find((slot) => slot._id === slotChoice) ?? null;
  const slots = daySlots.filter((slot) => open.has(slot._id) || slot === chosenSlot);
  const discountType = Form.useWatch('discount_type', form);
  /** Why the server shows the discount as '---' (spec 2 §5): said next to the field. */
  const discountProblem = (current: typeof cart, money?: string | null): string | null => {
    if (!current || current.discount_applied) return null;
    return discountType === 'PERCENTAGE'
      ? T.discountPercentLimit
      : T.discountValueLimit(formatMoney(current.sub_total, money));
  };
  const paidLocked = !!methods.data?.find((m) => m.code === paymentMethod)?.request_customer_payment;

  // Leaving with a customer, services or typed values asks first (the booking is not made yet).
  const { release } = useUnsavedChangesPrompt(touched || customer !== null || lines.length > 0);

  // Spec 2: the cart cache is cleared on opening the screen.
  useEffect(() => {
    clearCart();
    showKeptSuccess();
    return () => clearTimeout(debounce.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit
  }, []);

  // The first booking status is the default.
  useEffect(() => {
    const first = statuses.data?.[0];
    if (first && !form.getFieldValue('status_id')) form.setFieldValue('status_id', first._id);
  }, [statuses.data, form]);

  // A slot that the new date does not offer is dropped.
  useEffect(() => {
    if (slotChoice && slotChoice !== CUSTOM_SLOT && !chosenSlot) form.setFieldValue('slot', undefined);
  }, [slotChoice, chosenSlot, form]);

  // The server applies fewer points than entered (the store's rules, the booking's amount): the field shows those
  // that apply, and says so, until the points are changed again.
  useEffect(() => {
    if (!cart || cart.points_used >= cart.points || form.getFieldValue('points') !== cart.points) return;
    form.setFieldValue('points', cart.points_used);
    setPointsNote(T.pointsCapped(cart.points_used, cart.points));
  }, [cart, form]);

  // Opening with a customer id: that customer, and their abandoned cart with its totals and date.
  useEffect(() => {
    if (!loadedCustomer.data || !abandoned.isSuccess) return;
    setCustomer(loadedCustomer.data);
    const saved = abandoned.data;
    setAddress(saved?.shipping_address ?? preferredAddress(loadedCustomer.data));
    if (!saved) return;
    setCart(saved);
    form.setFieldsValue(valuesFromCart(saved, form.getFieldsValue(true), (d) => dayjs(d, 'YYYY/MM/DD')));
    toast.info(T.abandonedCartLoaded);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once when both answers are in
  }, [loadedCustomer.data, abandoned.isSuccess]);

  /** Sends the whole cart with what changed; the answer replaces the local cart. */
  const sync = (
    type: CartType,
    next: { customer?: CustomerDetail; lines?: CartLineInput[]; address?: OrderAddress | null } = {},
    texts?: { success?: string },
  ) => {
    const who = next.customer ?? customer;
    if (!who) return;
    const payload = toCartPayload(
      type,
      who,
      next.lines ?? lines,
      next.address !== undefined ? next.address : address,
      form.getFieldsValue(true),
    );
    void saveCart.save(payload).then((outcome) => {
      if (outcome.state === 'saved' && texts?.success) toast.success(texts.success);
      if (outcome.state === 'failed') showError(T.cartError, outcome.error);
    });
  };

  const onValuesChange = (changed: Partial<BookingFormValues>) => {
    setTouched(true);
    if ('points' in changed) setPointsNote(null);
    if ('payment_method' in changed) {
      const method = methods.data?.find((m) => m.code === changed.payment_method);
      // Spec 2 §4: request_customer_payment forces unpaid; any other method marks the booking paid.
      form.setFieldValue('is_paid', method ? !method.request_customer_payment : false);
    }
    // A number typed for one discount type means something else for the other (₹100 is not 100%): start again.
    if ('discount_type' in changed) form.setFieldValue('discount_value', null);
    const types = Object.keys(changed)
      .map((key) => changeTypeOf(key as keyof BookingFormValues))
      .filter((type): type is CartType => type !== null);
    if (types.length === 0 || !customer || lines.length === 0) return;
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => sync(types[0]), CART_DEBOUNCE_MS);
  };

  const onCustomer = (next: CustomerDetail | null) => {
    setCustomer(next);
    form.setFieldValue('points', 0);
    setPointsNote(null);
    if (!next) {
      setAddress(null);
      clearCart();
      return;
    }
    const nextAddress = preferredAddress(next);
    setAddress(nextAddress);
    // The services already chosen move to the new customer's cart.
    if (lines.length > 0) sync('CUSTOMER', { customer: next, address: nextAddress });
  };

  const onAddress = (next: OrderAddress | null) => {
    setAddress(next);
    if (customer && lines.length > 0) sync('ADDRESS', { address: next });
  };

  const onAddService = (picked: PickedService) => {
    sync('PRODUCT', { lines: [...lines, picked.line] }, { success: T.serviceAdded });
    setPickerOpen(false);
  };
  const onQuantity = (index: number, quantity: number) =>
    sync('PRODUCTS', {
      lines: lines.map((line, i) => (i === index ? { ...line, selected_quantity: quantity } : line)),
    });
  const onRemove = (index: number) =>
    sync('PRODUCTS', { lines: lines.filter((_, i) => i !== index) }, { success: T.serviceRemoved });

  // The booking is made once per form: its idempotency key is kept until the page reloads after the success.
  const create = useSubmit(
    (body: (idempotencyKey: string) => CreateOrderBody, key) => createOrder.mutateAsync(body(key)),
    {
      afterSuccess: 'leave',
      onSuccess: (reply) => {
        showAndKeepSuccess(reply.title, reply.message, reply.data);
        // Spec 2 §4: reset, clear the local cart (the server deleted the abandoned one), reload after 200 ms.
        form.resetFields();
        setCustomer(null);
        setAddress(null);
        clearCart();
        // The server deleted the abandoned cart. Said as "no cart" rather than dropped from the cache: a dropped
        // query refetches while this screen is still mounted, and its answer would put the customer back.
        if (cartCustomerId)
          client.setQueryData(newBookingKeys.abandonedCart(store?._id, cartCustomerId), null);
        setTouched(false);
        release();
        navigate(newBookingUrls.create(), { replace: true });
        setTimeout(reloadPage, RELOAD_DELAY_MS);
      },
      onError: (error) => showError(T.createError, error),
    },
  );

  const onSubmit = () => {
    // A cart save still waiting would write the cart again after the booking removed it; the booking carries
    // every value itself, so the waiting save is dropped.
    clearTimeout(debounce.current);
    const values = form.getFieldsValue(true);
    const problem = checkBooking(customer, lines, address, values, chosenSlot, storeClock(tz));
    if (problem) {
      toast.error(problem.title, problem.message);
      return;
    }
    void create.run((key) => toCreateOrderBody(customer!, lines, address!, values, chosenSlot, key));
  };

  return (
    <PageLayout title={T.title}>
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues(today)}
        onValuesChange={onValuesChange}
        disabled={create.busy}
      >
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              <Card title={T.customer} size="small">
                <CustomerPicker value={customer} onChange={onCustomer} />
              </Card>
              <Card
                title={T.services}
                size="small"
                extra={
                  <Button type="primary" disabled={!customer} onClick={() => setPickerOpen(true)}>
                    {T.addService}
                  </Button>
                }
              >
                {!customer && <Typography.Text type="secondary">{T.chooseCustomerFirst}</Typography.Text>}
                <CartLinesTable
                  lines={cart?.products ?? []}
                  currency={currency}
                  busy={saveCart.saving}
                  onQuantity={onQuantity}
                  onRemove={onRemove}
                />
              </Card>
              <Card title={T.shippingAddress} size="small">
                <ShippingAddressPicker
                  customer={customer}
                  value={address}
                  onChange={onAddress}
                  onCustomerUpdated={setCustomer}
                />
              </Card>
              <Card title={T.schedule} size="small">
                <ScheduleSection
                  today={today}
                  slots={slots}
                  deliveryTypes={deliveryTypes.data ?? []}
                  locations={locations.data ?? null}
                  slotChoice={slotChoice}
                  customStart={customStart}
                  duration={duration}
                />
              </Card>
            </Space>
          </Col>
          <Col xs={24} lg={8}>
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              <Card title={T.statusAndPayment} size="small">
                <PaymentSection
                  statuses={statuses.data ?? []}
                  methods={methods.data ?? []}
                  paidLocked={paidLocked}
                  pointsAvailable={customer ? customer.points : null}
                  discountProblem={discountProblem(cart, currency)}
                  pointsNote={pointsNote}
                />
              </Card>
              <Card title={T.notesAndTags} size="small">
                <NotesTagsSection />
              </Card>
              <Card size="small">
                <TotalsCard cart={cart} currency={currency} />
                <Flex justify="end" style={{ marginTop: 16 }}>
                  <Button
                    type="primary"
                    size="large"
                    loading={create.busy}
                    disabled={saveCart.saving}
                    onClick={onSubmit}
                  >
                    {T.create}
                  </Button>
                </Flex>
              </Card>
            </Space>
          </Col>
        </Row>
      </Form>
      <ServicePicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        onAdd={onAddService}
        adding={saveCart.saving}
        currency={currency}
      />
    </PageLayout>
  );
}
