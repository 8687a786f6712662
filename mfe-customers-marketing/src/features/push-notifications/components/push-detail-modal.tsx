import { Alert, Button, Descriptions, Image, Skeleton, Tag } from 'antd';
import { AppModal } from '@storedesk/shared/ui';
import type { DescriptionsProps } from 'antd';
import type { PushNotificationDetailsReply } from '@storedesk/shared';
import { customerName } from '../../shared/components/customer-display';
import { HISTORY_TEXTS as T } from '../push-history-texts';
import { criteriaLines, dateTime, deliveryLabel, redirectLabel } from './push-display';

export interface PushDetailModalProps {
  /** The notification's title while its modal is open; null closes it. */
  title: string | null;
  details: PushNotificationDetailsReply | undefined;
  loading: boolean;
  failed: boolean;
  timeZone?: string | null;
  currency?: string | null;
  onClose: () => void;
}

const D = T.detail;
/** Spec 2 §9: an image preview is 100 by 100. */
const PREVIEW = 100;

/** What was sent (or will be), to whom, its status with the reason it was not sent, and the provider's send_after. */
export function PushDetailModal({
  title,
  details,
  loading,
  failed,
  timeZone,
  currency,
  onClose,
}: PushDetailModalProps) {
  const n = details?.notification_details;
  const sendAfter = details?.one_signal_response?.body.send_after;
  const items: DescriptionsProps['items'] = n
    ? [
        { key: 'title', label: D.notificationTitle, children: n.title },
        { key: 'message', label: D.message, children: n.message },
        {
          key: 'audience',
          label: D.audience,
          children: n.customer_type === 'one_customer' ? T.oneCustomer : T.multipleCustomers,
        },
        ...(n.customer_type === 'one_customer'
          ? [
              {
                key: 'customer',
                label: D.customer,
                children: n.customer
                  ? [customerName(n.customer), n.customer.phone_no, n.customer.email]
                      .filter(Boolean)
                      .join(', ')
                  : T.removedCustomer,
              },
            ]
          : [
              {
                key: 'criteria',
                label: D.criteria,
                children: criteriaLines(n.criteria, currency).map((line) => <div key={line}>{line}</div>),
              },
              { key: 'excluded', label: D.excluded, children: n.exclude_customer_ids.length },
            ]),
        { key: 'recipients', label: D.recipients, children: n.recipients_count },
        { key: 'sentTo', label: D.sentTo, children: n.sent_to_customers },
        {
          key: 'redirect',
          label: D.redirect,
          // The target by its name or number; its id only when it is no longer there.
          children: n.redirect_to
            ? `${redirectLabel(n.redirect_type)}: ${n.redirect_to_name ?? n.redirect_to}`
            : redirectLabel(n.redirect_type),
        },
        { key: 'delivery', label: D.delivery, children: deliveryLabel(n, timeZone) },
        ...(sendAfter
          ? [{ key: 'sendAfter', label: D.sendAfter, children: dateTime(sendAfter, timeZone) }]
          : []),
        { key: 'status', label: D.status, children: <Tag>{T.statuses[n.status]}</Tag> },
        ...(n.status_reason ? [{ key: 'reason', label: D.reason, children: n.status_reason }] : []),
        ...(n.sent_at ? [{ key: 'sentAt', label: D.sentAt, children: dateTime(n.sent_at, timeZone) }] : []),
        { key: 'created', label: D.created, children: dateTime(n.createdAt, timeZone) },
        {
          key: 'image',
          label: D.image,
          children: n.notification_image ? (
            <Image
              src={n.notification_image}
              alt={D.image}
              width={PREVIEW}
              height={PREVIEW}
              style={{ objectFit: 'cover' }}
            />
          ) : (
            D.none
          ),
        },
      ]
    : [];
  return (
    <AppModal
      open={title !== null}
      title={title ? `${D.title}: ${title}` : D.title}
      width={720}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {D.close}
        </Button>,
      ]}
      destroyOnHidden
    >
      {loading && <Skeleton active />}
      {!loading && failed && <Alert type="error" title={D.failed} showIcon />}
      {!loading && n && <Descriptions size="small" column={1} bordered items={items} />}
    </AppModal>
  );
}
