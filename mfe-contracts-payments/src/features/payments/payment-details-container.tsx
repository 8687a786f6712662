import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  InputNumber,
  Result,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  ApiError,
  PAYMENT_STATUSES,
  PAYMENT_TEXTS,
  formatDate,
  formatMoney,
  formatTime,
  hasPermission,
  paymentLinkStatusLabel,
  paymentStatusLabel,
  toast,
  toastServerError,
  useErrorToast,
  usePaymentMethodName,
  useSession,
  type PaymentDetails,
  type PaymentStatus,
} from '@storedesk/shared';
import { useConfirm } from '@storedesk/shared/ui';
import { usePaymentDetails } from './api/payment-details';
import { useDeletePayment, useRetryLink, useUpdatePayment } from './api/payment-writes';
import { PaymentHistory } from './components/payment-history';
import { billedLabel, customerLabel, formatDay, linkExpiryText } from './components/payment-display';
import { PaymentStatusTag, ReviewTag } from './components/payment-status-tag';
import { DETAILS_TEXTS as T } from './payment-texts';

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
  const confirm = useConfirm();
  const details = usePaymentDetails(id);
  const notFound = details.error instanceof ApiError && details.error.status === 404;
  useErrorToast(notFound ? null : details.error, details.errorUpdatedAt);
  const update = useUpdatePayment();
  const remove = useDeletePayment();
  const retry = useRetryLink();
  const [status, setStatus] = useState<PaymentStatus | undefined>();
  const [amount, setAmount] = useState<number | null>(null);
  const p = details.data;
  useEffect(() => {
    if (!p) return;
    setStatus(p.status as PaymentStatus);
    setAmount(Number(p.amount));
  }, [p]);

  if (notFound)
    return <Result status="404" title={T.notFound} extra={<Link to="/payments">{T.back}</Link>} />;
  if (!p) return <Skeleton active paragraph={{ rows: 8 }} />;

  const mayEdit = hasPermission(role, 'update_payment_status');
  const save = (
    change: { status?: PaymentStatus; amount?: number; review_done?: boolean },
    confirmed = false,
  ) =>
    update.mutate(
      {
        store_payment: { _id: p._id, version: p.version, ...change },
        ...(confirmed ? { confirm_over_unpaid: true } : {}),
      },
      {
        onSuccess: (reply) => toast.success(reply.title, reply.message),
        onError: async (error) => {
          if (
            error instanceof ApiError &&
            error.status === 409 &&
            error.title === PAYMENT_TEXTS.overUnpaidTitle
          ) {
            if (await confirm({ title: error.title, content: error.message, okText: T.saveAnyway }))
              save(change, true);
            return;
          }
          toastServerError(error);
        },
      },
    );
  const saveAmount = () => {
    if (!amount) return toast.error(PAYMENT_TEXTS.invalidAmountTitle, PAYMENT_TEXTS.invalidAmount);
    save({ amount });
  };
  const onDelete = async () => {
    if (!(await confirm({ title: PAYMENT_TEXTS.deleteConfirm, danger: true }))) return;
    remove.mutate(p._id, {
      onSuccess: (reply) => {
        toast.success(reply.title, reply.message);
        navigate('/payments');
      },
      onError: toastServerError,
    });
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {T.title(p.payment_number)}
          </Typography.Title>
          <PaymentStatusTag status={p.status} />
          {p.needs_review && <ReviewTag reason={p.review_reason} />}
        </Space>
        <Space wrap>
          <Link to="/payments">{T.back}</Link>
          {hasPermission(role, 'delete_payment') && (
            <Button danger onClick={() => void onDelete()} loading={remove.isPending}>
              {T.delete}
            </Button>
          )}
        </Space>
      </Flex>
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
          {p.link_status !== 'NOT_CONFIGURED' && (
            <Descriptions.Item label={T.amountPaid}>
              {formatMoney(p.amount_paid, store?.currency)}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={T.status}>{paymentStatusLabel(p.status)}</Descriptions.Item>
          <Descriptions.Item label={T.dueDate}>{formatDay(p.due_date)}</Descriptions.Item>
          <Descriptions.Item label={T.customer}>{customerLabel(p.customer)}</Descriptions.Item>
          <Descriptions.Item label={T.billed}>
            {p.order_id ? <Link to={`/orders/${p.order_id}`}>{billedLabel(p)}</Link> : billedLabel(p)}
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
        retrying={retry.isPending}
        onRetry={() => retry.mutate(p._id, { onError: toastServerError })}
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
                loading={update.isPending}
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
              <Button disabled={amount === Number(p.amount)} loading={update.isPending} onClick={saveAmount}>
                {T.saveAmount}
              </Button>
            </Space>
          </Flex>
        </Card>
      )}
      <Card title={T.history} size="small">
        <PaymentHistory entries={p.status_history} timeZone={tz} />
      </Card>
    </Space>
  );
}

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
  return (
    <Card title={T.link} size="small">
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
          {p.link_error && <Descriptions.Item label={T.linkError}>{p.link_error}</Descriptions.Item>}
        </Descriptions>
      )}
      {mayRetry &&
        p.provider_configured &&
        (p.link_status === 'FAILED' || p.link_status === 'NOT_CONFIGURED') && (
          <Button style={{ marginTop: 8 }} loading={retrying} onClick={onRetry}>
            {T.retryLink}
          </Button>
        )}
    </Card>
  );
}
