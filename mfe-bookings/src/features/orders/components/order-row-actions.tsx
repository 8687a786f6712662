import { Button, Space, Tooltip } from 'antd';
import { Link } from 'react-router-dom';
import { ORDERS_TEXTS as T } from '../orders-texts';

export interface OrderRowActionsProps {
  orderNumber: number;
  jobUrl: string | null;
  canSync: boolean;
  syncing: boolean;
  onSync: () => void;
  /** Shown only for users who may list payment requests. */
  canSeePayments: boolean;
}

/** Per-booking actions of the list: sync, the external job link, that booking's payment requests. */
export function OrderRowActions({
  orderNumber,
  jobUrl,
  canSync,
  syncing,
  onSync,
  canSeePayments,
}: OrderRowActionsProps) {
  return (
    <Space size={4}>
      {canSync && (
        <Button size="small" loading={syncing} onClick={onSync} aria-label={`${T.sync} ${orderNumber}`}>
          {T.sync}
        </Button>
      )}
      <Tooltip title={jobUrl ? T.jobLink : T.noJobLink}>
        {/* A disabled button swallows hover, so the tooltip sits on a wrapper. */}
        <span>
          <Button
            size="small"
            href={jobUrl ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            disabled={!jobUrl}
            aria-label={`${T.jobLink} ${orderNumber}`}
          >
            {T.jobLink}
          </Button>
        </span>
      </Tooltip>
      {canSeePayments && (
        <Link to={`/payments?order=${orderNumber}`} aria-label={`${T.paymentRequests} ${orderNumber}`}>
          {T.paymentRequests}
        </Link>
      )}
    </Space>
  );
}
