import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Flex, Result, Row, Skeleton, Space, Tooltip, Typography } from 'antd';
import { Link, useLocation, useParams } from 'react-router-dom';
import {
  ApiError,
  api,
  hasPermission,
  storeMeta,
  todayInZone,
  toast,
  useSession,
  type OrderWriteReply,
  type OrderLine,
  type Permission,
  type RequestFieldSchema,
  type RequestFieldValue,
} from '@storedesk/shared';
import { useConfirm } from '@storedesk/shared/ui';
import { useOrder } from '../api/get-order';
import { useOrderStatuses, useStoreLocations } from '../api/lookups';
import { useDeliverySlots, useDeliveryTypes, usePaymentMethods } from '../../new-booking/api/booking-lookups';
import { SummaryEditModal, type SummaryEdit } from './components/summary-edit-modal';
import { StatusChangeModal, statusChangeKind } from './components/status-change-modal';
import { useOrderPayments } from '../api/list-order-payments';
import {
  addOrderNote,
  updateOrderAddress,
  updateOrderProducts,
  updateOrderStatus,
  updateOrderTags,
  useOrderWrite,
} from '../api/update-order';
import { jobLink } from '../components/order-display';
import { PrintFrame } from '../components/print-frame';
import { JOB_URL_META } from '../orders-list-container';
import { StatusSection } from './components/status-section';
import { DiscountsSection, SummarySection } from './components/summary-section';
import { AddressSection } from './components/address-section';
import { ServicesSection } from './components/services-section';
import { NotesSection } from './components/notes-section';
import { TagsSection } from './components/tags-section';
import { PaymentsSection } from './components/payments-section';
import {
  RequestFormModal,
  ServicePicker,
  applicableFields,
  useProductFormLoader,
  type PickedService,
} from '../../service-picker';
import { isOrderLocked } from './order-lock';
import { keptLine, newLine } from './order-line-input';
import { DETAILS_TEXTS as T } from './order-details-texts';

/** /orders/:id: the booking, its edits (each sends the version it read) and its prints. */
export default function OrderDetailsContainer() {
  const { id = '' } = useParams();
  const location = useLocation();
  // Back to the list page and filter the person came from (the list puts its page in the URL).
  const from = (location.state as { from?: unknown } | null)?.from;
  const backTo = typeof from === 'string' && /^\/orders(\?|$)/.test(from) ? from : '/orders';
  const store = useSession((state) => state.store);
  const role = useSession((state) => state.employee?.employee_type);
  const query = useOrder(id);
  const statuses = useOrderStatuses();
  const [paymentsPage, setPaymentsPage] = useState(1);
  const payments = useOrderPayments(id, paymentsPage, query.isSuccess && hasPermission(role, 'list_payment'));
  const [printing, setPrinting] = useState<{ kind: 'invoice' | 'label'; url: string } | null>(null);
  const [preparing, setPreparing] = useState<'invoice' | 'label' | null>(null);
  const stopPrinting = useCallback(() => setPrinting(null), []);
  const confirm = useConfirm();
  const slotDays = useDeliverySlots();
  const deliveryTypes = useDeliveryTypes();
  const methods = usePaymentMethods();
  const locations = useStoreLocations(query.data?.data.store_location_id != null);
  const today = useMemo(() => todayInZone(store?.store_timezone), [store?.store_timezone]);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [statusAsk, setStatusAsk] = useState<string | null>(null);
  const summary = useOrderWrite(id, saveSummary, { success: T.summaryUpdated, error: T.summaryError });

  const status = useOrderWrite(id, updateOrderStatus, { success: T.statusUpdated, error: T.statusError });
  const address = useOrderWrite(id, updateOrderAddress, { success: T.addressUpdated, error: T.addressError });
  const quantity = useOrderWrite(id, updateOrderProducts, {
    success: T.quantityUpdated,
    error: T.quantityError,
  });
  const removal = useOrderWrite(id, updateOrderProducts, { success: T.serviceRemoved, error: T.removeError });
  const notes = useOrderWrite(id, addOrderNote, { success: T.notesUpdated, error: T.notesError });
  const tags = useOrderWrite(id, updateOrderTags, { success: T.tagsUpdated, error: T.tagsError });
  const addition = useOrderWrite(id, updateOrderProducts, { success: T.serviceAdded, error: T.addError });
  const fieldsEdit = useOrderWrite(id, updateOrderProducts, {
    success: T.fieldsUpdated,
    error: T.fieldsError,
  });
  const loadForm = useProductFormLoader();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [fieldsLoadingOf, setFieldsLoadingOf] = useState<string | null>(null);
  const [editing, setEditing] = useState<FieldsEdit | null>(null);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (query.isError) {
    const error = query.error;
    return (
      <Result
        status={error instanceof ApiError && error.status === 404 ? '404' : 'error'}
        title={error instanceof ApiError ? error.title : T.notFound}
        subTitle={error.message}
        extra={<Link to={backTo}>{T.back}</Link>}
      />
    );
  }

  const { data: order, total: totals } = query.data;
  const locked = isOrderLocked(order);
  const blocked = (permission: Permission) => locked || !hasPermission(role, permission);
  const base = { _id: order._id, version: order.version };
  const tz = store?.store_timezone;
  const currency = store?.currency;
  const canEditSummary = !blocked('update_order_date') || !blocked('update_order_payment_status');
  const jobUrl = jobLink(order.zuper_job_uid, storeMeta(store, JOB_URL_META));
  const linesWith = (change: (lineId: string) => number | null) =>
    order.products.flatMap((line) => {
      const qty = change(line._id);
      return qty === null
        ? []
        : [{ _id: line._id, selected_quantity: qty, request_fields: line.request_fields }];
    });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space>
          <Link to={backTo}>{T.back}</Link>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {T.title(order.order_number)}
          </Typography.Title>
        </Space>
        <Space wrap>
          <StatusSection
            order={order}
            statuses={statuses.data ?? []}
            disabled={blocked('update_order_status')}
            saving={status.isPending}
            onChange={(statusId) => {
              const picked = statuses.data?.find((s) => s._id === statusId);
              if (picked && statusChangeKind(picked)) setStatusAsk(statusId);
              else status.mutate({ ...base, current_status: { status_id: statusId } });
            }}
          />
          <Button loading={preparing === 'invoice'} onClick={() => void print('invoice')}>
            {T.printInvoice}
          </Button>
          <Button
            loading={preparing === 'label'}
            onClick={() => void print('label')}
            disabled={!order.shipping_address}
          >
            {T.printAddress}
          </Button>
          <Tooltip title={jobUrl ? undefined : T.noJobLink}>
            <span>
              <Button href={jobUrl ?? undefined} target="_blank" rel="noopener noreferrer" disabled={!jobUrl}>
                {T.jobLink}
              </Button>
            </span>
          </Tooltip>
        </Space>
      </Flex>
      {locked && <Alert type="info" showIcon title={T.completedNote} />}
      <SummarySection
        order={order}
        totals={totals}
        timeZone={tz}
        currency={currency}
        deliveryModeName={(code) => deliveryTypes.data?.find((t) => t.type === code)?.name ?? code}
        paymentMethodName={(code) => methods.data?.find((m) => m.code === code)?.name ?? code}
        locationName={
          order.store_location_id
            ? (locations.data?.find((l) => l._id === order.store_location_id)?.name ?? null)
            : null
        }
        onEdit={canEditSummary ? () => setSummaryOpen(true) : undefined}
      />
      <SummaryEditModal
        key={`summary-${order.version}-${summaryOpen}`}
        order={order}
        open={summaryOpen}
        today={today}
        canDate={!blocked('update_order_date')}
        canPayment={!blocked('update_order_payment_status')}
        slotDays={slotDays.data ?? []}
        deliveryTypes={deliveryTypes.data ?? []}
        methods={methods.data ?? []}
        saving={summary.isPending}
        onCancel={() => setSummaryOpen(false)}
        onSave={(edit) => summary.mutate(edit, { onSuccess: () => setSummaryOpen(false) })}
      />
      <StatusChangeModal
        status={statuses.data?.find((s) => s._id === statusAsk) ?? null}
        saving={status.isPending}
        onCancel={() => setStatusAsk(null)}
        onConfirm={(reason) =>
          statusAsk &&
          status.mutate(
            { ...base, current_status: { status_id: statusAsk }, ...(reason ? { reason } : {}) },
            { onSettled: () => setStatusAsk(null) },
          )
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card
            title={T.services}
            size="small"
            extra={
              <Button
                size="small"
                disabled={blocked('update_order_items')}
                onClick={() => setPickerOpen(true)}
              >
                {T.addService}
              </Button>
            }
          >
            <ServicesSection
              order={order}
              currency={currency}
              disabled={blocked('update_order_items')}
              saving={quantity.isPending || removal.isPending}
              onQuantity={(lineId, qty) =>
                quantity.mutate({
                  ...base,
                  products: linesWith((l) => (l === lineId ? qty : null) ?? currentQty(l)),
                })
              }
              onRemove={(lineId) =>
                void confirm({ title: T.removeConfirm, danger: true }).then((yes) => {
                  if (yes)
                    removal.mutate({
                      ...base,
                      products: linesWith((l) => (l === lineId ? null : currentQty(l))),
                    });
                })
              }
              loadingFieldsOf={fieldsLoadingOf}
              onEditFields={(line) => void openFieldsEdit(line)}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={T.address} size="small">
            <AddressSection
              order={order}
              disabled={blocked('update_order_address')}
              saving={address.isPending}
              onSave={(shipping_address) => address.mutateAsync({ ...base, shipping_address })}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={T.notes} size="small">
            <NotesSection
              order={order}
              timeZone={tz}
              disabled={blocked('update_order_notes')}
              saving={notes.isPending}
              onAdd={(note) => notes.mutateAsync({ ...base, note })}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Card title={T.tags} size="small">
              <TagsSection
                key={order.version}
                order={order}
                disabled={blocked('update_order_tags')}
                saving={tags.isPending}
                onSave={(order_tags) => tags.mutate({ ...base, order_tags })}
              />
            </Card>
            <Card title={T.discounts} size="small">
              <DiscountsSection order={order} currency={currency} />
            </Card>
          </Space>
        </Col>
      </Row>
      {payments.isSuccess && (
        <Card
          title={T.paymentRequests}
          size="small"
          extra={
            hasPermission(role, 'create_payment') && (
              <Link to={`/payments/new?order=${order._id}`}>{T.newPaymentRequest}</Link>
            )
          }
        >
          <PaymentsSection
            reply={payments.data}
            page={paymentsPage}
            onPage={setPaymentsPage}
            currency={currency}
          />
        </Card>
      )}
      <ServicePicker
        open={pickerOpen}
        currency={currency}
        adding={addition.isPending}
        onClose={() => setPickerOpen(false)}
        onAdd={addService}
      />
      <RequestFormModal
        open={editing !== null}
        title={editing ? T.editFieldsTitle(editing.line.name) : ''}
        fields={editing?.fields ?? []}
        initial={editing?.line.request_fields}
        saving={fieldsEdit.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={(values) => editing && saveFields(editing.line._id, values)}
      />
      {printing && (
        <PrintFrame
          key={printing.url}
          url={printing.url}
          title={
            printing.kind === 'invoice'
              ? T.invoiceTitle(order.order_number)
              : T.addressTitle(order.order_number)
          }
          onDone={stopPrinting}
        />
      )}
    </Space>
  );

  /** Asks the server for a short-lived print link of this booking, then prints the page it renders. */
  async function print(kind: 'invoice' | 'label') {
    setPreparing(kind);
    try {
      const link = await api.get<PrintTokenReply>('store/order/print_token', { id: order._id, kind });
      setPrinting({ kind, url: link.url });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        toast.error(T.printError, error instanceof Error ? error.message : String(error));
    } finally {
      setPreparing(null);
    }
  }

  /**
   * The summary edit: the schedule (date route), then the payment (payment route) with the version the first
   * save answered, so a stale screen gets the usual 409 and nothing is half-saved by someone else's change.
   */
  async function saveSummary(edit: SummaryEdit): Promise<OrderWriteReply> {
    let version = order.version;
    let reply: OrderWriteReply | null = null;
    if (edit.schedule) {
      reply = await api.put<OrderWriteReply>('store/order/date', {
        _id: order._id,
        version,
        ...edit.schedule,
      });
      version = reply.data.version;
    }
    if (edit.payment)
      reply = await api.put<OrderWriteReply>('store/order/payment', {
        _id: order._id,
        version,
        payment: edit.payment,
      });
    return reply!;
  }

  /** The booking's lines as they are, plus the picked one (PUT takes the full list). */
  function addService(picked: PickedService) {
    return addition
      .mutateAsync({ ...base, products: [...order.products.map((l) => keptLine(l)), newLine(picked.line)] })
      .then(() => setPickerOpen(false));
  }

  /** Loads the line's form now (it may have changed since booking) and asks the fields of its variant. */
  async function openFieldsEdit(line: OrderLine) {
    if (!line.product_id) return;
    setFieldsLoadingOf(line._id);
    try {
      const form = await loadForm(line.product_id);
      const fields = form.is_available
        ? applicableFields(form.request_fields, line.selected_product_variant_id)
        : [];
      if (fields.length === 0) toast.info(T.noRequestForm);
      else setEditing({ line, fields });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        toast.error(T.fieldsError, error instanceof Error ? error.message : String(error));
    } finally {
      setFieldsLoadingOf(null);
    }
  }

  function saveFields(lineId: string, values: RequestFieldValue[]) {
    fieldsEdit.mutate(
      {
        ...base,
        products: order.products.map((l) => (l._id === lineId ? keptLine(l, values) : keptLine(l))),
      },
      { onSuccess: () => setEditing(null) },
    );
  }

  function currentQty(lineId: string): number {
    return order.products.find((line) => line._id === lineId)?.selected_quantity ?? 1;
  }
}

interface PrintTokenReply {
  token: string;
  url: string;
  expires_in: number;
}

/** A line whose request fields are being edited, with the fields its form asks now. */
interface FieldsEdit {
  line: OrderLine;
  fields: RequestFieldSchema[];
}
