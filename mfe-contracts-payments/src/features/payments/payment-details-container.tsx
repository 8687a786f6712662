import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, InputNumber, Result, Select, Space } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  PAYMENT_STATUSES,
  PAYMENT_TEXTS,
  formatDate,
  formatMoney,
  formatTime,
  hasPermission,
  linkFailedMessage,
  paymentLinkStatusLabel,
  paymentStatusLabel,
  toast,
  toastServerError,
  useErrorToast,
  usePaymentMethodName,
  useSession,
  useSubmit,
  type PaymentDetails,
  type PaymentStatus,
} from '@storedesk/shared';
import {
  PageLayout,
  PageLoading,
  PageNotFound,
  isNotFound,
  PaymentStatusTag,
  ReviewTag,
  formatDueDay,
  receivedAmount,
  remainingAmount,
  useBackTo,
  useConfirm,
} from '@storedesk/shared/ui';
import { usePaymentDetails } from './api/payment-details';
import { useDeletePayment, useRetryLink, useUpdatePayment } from './api/payment-writes';
import { sendAskingOverUnpaid } from './api/send-asking-over-unpaid';
import { PaymentHistory } from './components/payment-history';
import { billedLabel, customerLabel, linkExpiryText } from './components/payment-display';
import { DETAILS_TEXTS as T } from './payment-texts';
import { paymentUrls } from './urls';

type PaymentChange = { status?: PaymentStatus; amount?: number; review_done?: boolean };

/**
 * /payments/:payment_request_id/details: amount, status, due date, history (who, when, from, to), payment block,
 * external invoice uid, the payment link and its state; status and amount edits (version checked), review, delete.
 */
export default function PaymentDetailsContainer() {
  const { payment_request_id: id = '' } = useParams();
  const store = useSession((state) => state.store);
  const role = useSession((state) => state.employee?.employee_type);
  const tz = store?.store_timezone;
  const navigate = useNavigate();
  // The list page the request was opened from (its ?page), so Back returns there.
  const listPage = useBackTo('/payments');
  const confirm = useConfirm();
  const details = usePaymentDetails(id);
  const notFound = isNotFound(details.error);
  useErrorToast(notFound ? null : details.error, details.errorUpdatedAt);
  const update = useUpdatePayment();
  const remove = useDeletePayment();
  const retry = useRetryLink();
  const [status, setStatus] = useState<PaymentStatus | undefined>();
  const [amount, setAmount] = useState<number | null>(null);
  const p = details.data;
  const sendUpdate = (payment: PaymentDetails, change: PaymentChange, confirmed: boolean) =>
    update.mutateAsync({
      store_payment: { _id: payment._id, version: payment.version, ...change },
      ...(confirmed ? { confirm_over_unpaid: true } : {}),
    });
  // One change at a time: a double click on Save (status, amount, Mark reviewed) sends once.
  const saveOnce = useSubmit(
    ({ payment, change }: { payment: PaymentDetails; change: PaymentChange }) =>
      sendAskingOverUnpaid(
        (confirmed) => sendUpdate(payment, change, confirmed),
        (question) => confirm({ title: question.title, content: question.message, okText: T.saveAnyway }),
      ),
    {
      afterSuccess: 'stay',
      onSuccess: (reply) => toast.success(reply.title, reply.message),
      onError: (error) => toastServerError(error as Error),
    },
  );
  const retryOnce = useSubmit((paymentId: string) => retry.mutateAsync(paymentId), {
    afterSuccess: 'stay',
    // The answer says whether the link was made; a refusal again is an error the person must see.
    onSuccess: (reply) =>
      (reply.data.link_status === 'FAILED' ? toast.error : toast.success)(reply.title, reply.message),
    onError: (error) => toastServerError(error as Error),
  });
  useEffect(() => {
    if (!p) return;
    setStatus(p.status as PaymentStatus);
    setAmount(Number(p.amount));
  }, [p]);

  const back = { to: listPage, label: T.back };
  if (notFound) return <PageNotFound title={T.pageTitle} back={back} message={T.notFound} />;
  // Any other failure was toasted; the page says it too rather than loading for ever.
  if (!p && details.isError)
    return (
      <PageLayout title={T.pageTitle} back={back}>
        <Result status="error" title={details.error.message} />
      </PageLayout>
    );
  if (!p) return <PageLoading title={T.pageTitle} back={back} />;

  const mayEdit = hasPermission(role, 'update_payment_status');
  const remaining = remainingAmount(p);
  const save = (change: PaymentChange) => void saveOnce.run({ payment: p, change });
  const saveAmount = () => {
    if (!amount) return toast.error(PAYMENT_TEXTS.invalidAmountTitle, PAYMENT_TEXTS.invalidAmount);
    save({ amount });
  };
  const onDelete = async () => {
    // The question stays open, Yes busy, until the request is deleted.
    const deleted = await confirm({
      title: PAYMENT_TEXTS.deleteConfirm,
      danger: true,
      onConfirm: () =>
        remove.mutateAsync(p._id).then(
          (reply) => toast.success(reply.title, reply.message),
          (error: Error) => {
            toastServerError(error);
            throw error;
          },
        ),
    });
    if (deleted) navigate(listPage);
  };

  return (
    <PageLayout
      title={T.title(p.payment_number)}
      back={back}
      subtitle={
        <>
          <PaymentStatusTag status={p.status} />
          {p.needs_review && <ReviewTag reason={p.review_reason} />}
        </>
      }
      extra={
        hasPermission(role, 'delete_payment') && (
          <Button danger onClick={() => void onDelete()} loading={remove.isPending}>
            {T.delete}
          </Button>
        )
      }
    >
      {p.needs_review && (
        <Alert
          type="warning"
          showIcon
          title={`${T.reviewTitle}: ${p.review_reason ?? ''}`}
          action={
            mayEdit && (
              <Button size="small" onClick={() => save({ review_done: true })}>
                {T.reviewDone}
              </Button>
            )
          }
        />
      )}
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
          <Descriptions.Item label={T.amount}>{formatMoney(p.amount, store?.currency)}</Descriptions.Item>
          {/* What the provider reported; a request without a link is settled by hand, so there is nothing to show. */}
          {(p.link_status !== 'NOT_CONFIGURED' || Number(p.amount_paid) > 0) && (
            <Descriptions.Item label={T.amountPaid}>
              {formatMoney(receivedAmount(p), store?.currency)}
            </Descriptions.Item>
          )}
          {remaining !== null && (
            <Descriptions.Item label={T.remaining}>
              {formatMoney(remaining, store?.currency)}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={T.status}>{paymentStatusLabel(p.status)}</Descriptions.Item>
          <Descriptions.Item label={T.dueDate}>{formatDueDay(p.due_date)}</Descriptions.Item>
          <Descriptions.Item label={T.customer}>{customerLabel(p.customer)}</Descriptions.Item>
          <Descriptions.Item label={T.billed}>
            {p.order_id ? <Link to={paymentUrls.booking(p.order_id)}>{billedLabel(p)}</Link> : billedLabel(p)}
          </Descriptions.Item>
          <Descriptions.Item label={T.created}>
            {formatDate(p.createdAt, tz)} {formatTime(p.createdAt, tz)}
          </Descriptions.Item>
          <Descriptions.Item label={T.lastPaid}>
            {p.last_paid
              ? `${formatDate(p.last_paid.createdAt, tz)} ${formatTime(p.last_paid.createdAt, tz)}`
              : T.none}
          </Descriptions.Item>
          <Descriptions.Item label={T.invoice}>{p.external_invoice_uid ?? T.none}</Descriptions.Item>
        </Descriptions>
      </Card>
      <PaymentBlock p={p} />
      <LinkBlock
        p={p}
        mayRetry={hasPermission(role, 'create_payment')}
        retrying={retryOnce.busy}
        onRetry={() => void retryOnce.run(p._id)}
        timeZone={tz}
      />
      {mayEdit && (
        <Card title={T.editStatus} size="small">
          <Flex vertical gap={12} align="flex-start">
            <Space wrap>
              <label htmlFor="payment-new-status">{T.newStatus}</label>
              <Select<PaymentStatus>
                id="payment-new-status"
                aria-label={T.editStatus}
                style={{ minWidth: 200 }}
                value={status}
                onChange={setStatus}
                options={PAYMENT_STATUSES.map((s) => ({ value: s, label: paymentStatusLabel(s) }))}
              />
              <Button
                type="primary"
                disabled={!status || status === p.status}
                loading={saveOnce.busy}
                onClick={() => status && save({ status })}
              >
                {T.save}
              </Button>
            </Space>
            <Space wrap>
              <label htmlFor="payment-new-amount">{T.newAmount}</label>
              <InputNumber
                id="payment-new-amount"
                aria-label={T.editAmount}
                min={0}
                precision={2}
                value={amount}
                onChange={setAmount}
                style={{ minWidth: 200 }}
              />
              <Button disabled={amount === Number(p.amount)} loading={saveOnce.busy} onClick={saveAmount}>
                {T.saveAmount}
              </Button>
            </Space>
          </Flex>
        </Card>
      )}
      <Card title={T.history} size="small">
        <PaymentHistory entries={p.status_history} timeZone={tz} />
      </Card>
    </PageLayout>
  );
}

/** Requests that can still be paid, and link states the provider takes no more payment on (the API's rules). */
const OPEN_STATUSES = new Set(['PENDING', 'FAILED']);
const DEAD_LINK_STATUSES = new Set(['CANCELLED', 'EXPIRED']);

function PaymentBlock({ p }: { p: PaymentDetails }) {
  const methodName = usePaymentMethodName();
  return (
    <Card title={T.payment} size="small">
      <Descriptions column={{ xs: 1, md: 3 }} size="small">
        <Descriptions.Item label={T.isPaid}>{p.payment.is_paid ? 'Yes' : 'No'}</Descriptions.Item>
        <Descriptions.Item label={T.paymentMethod}>
          {p.payment.payment_method ? methodName(p.payment.payment_method) : T.none}
        </Descriptions.Item>
        <Descriptions.Item label={T.transactionId}>{p.payment.transaction_id ?? T.none}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function LinkBlock({
  p,
  mayRetry,
  retrying,
  onRetry,
  timeZone,
}: {
  p: PaymentDetails;
  mayRetry: boolean;
  retrying: boolean;
  onRetry: () => void;
  timeZone?: string | null;
}) {
  const retryButton = (label: string) =>
    mayRetry && (
      <Button loading={retrying} onClick={onRetry}>
        {label}
      </Button>
    );
  const open = OPEN_STATUSES.has(p.status);
  return (
    <Card title={T.link} size="small">
      {p.link_status === 'FAILED' && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          title={linkFailedMessage(p.link_error)}
          action={p.provider_configured && retryButton(T.retryLink)}
        />
      )}
      {!p.provider_configured && p.link_status === 'NOT_CONFIGURED' ? (
        <Alert type="info" showIcon title={PAYMENT_TEXTS.noProvider} />
      ) : (
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={T.linkState}>{paymentLinkStatusLabel(p.link_status)}</Descriptions.Item>
          <Descriptions.Item label={T.link}>
            {p.link_url ? (
              <a href={p.link_url} target="_blank" rel="noopener noreferrer">
                {p.link_url}
              </a>
            ) : (
              T.none
            )}
          </Descriptions.Item>
          <Descriptions.Item label={T.linkExpires}>
            {linkExpiryText(p.link_expires_at, timeZone)}
          </Descriptions.Item>
          {p.link_error && p.link_status !== 'FAILED' && (
            <Descriptions.Item label={T.linkError}>{p.link_error}</Descriptions.Item>
          )}
        </Descriptions>
      )}
      {p.provider_configured && open && (
        <div style={{ marginTop: 8 }}>
          {p.link_status === 'NOT_CONFIGURED' && retryButton(T.retryLink)}
          {/* A request set back to Pending after its link was cancelled or expired needs another link. */}
          {DEAD_LINK_STATUSES.has(p.link_status) && retryButton(T.newLink)}
        </div>
      )}
    </Card>
  );
}
