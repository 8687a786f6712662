// One file per icon: the '@ant-design/icons' barrel is a shared singleton and would bring every icon.
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import { RowAction, RowActions } from '@storedesk/shared/ui';
import { ORDERS_TEXTS as T } from '../orders-texts';
import { bookingUrls } from '../urls';

export interface OrderRowActionsProps {
  orderNumber: number;
  jobUrl: string | null;
  canSync: boolean;
  syncing: boolean;
  onSync: () => void;
  /** Shown only for users who may list payment requests. */
  canSeePayments: boolean;
  /** No field-service system configured (store/details): neither Sync nor the job link is offered. */
  fieldService: boolean;
}

/**
 * Per-booking actions of the list: sync, the external job link, that booking's payment requests. Icons with the
 * action's name as tooltip and in the accessible name ('Sync 1002'), so the row fits a laptop screen.
 */
export function OrderRowActions({
  orderNumber,
  jobUrl,
  canSync,
  syncing,
  onSync,
  canSeePayments,
  fieldService,
}: OrderRowActionsProps) {
  return (
    <RowActions>
      {fieldService && canSync && (
        <RowAction
          label={T.sync}
          ariaLabel={`${T.sync} ${orderNumber}`}
          icon={<SyncOutlined />}
          loading={syncing}
          onClick={onSync}
        />
      )}
      {fieldService && (
        <RowAction
          label={T.jobLink}
          ariaLabel={`${T.jobLink} ${orderNumber}`}
          icon={<ExportOutlined />}
          href={jobUrl ?? undefined}
          disabled={!jobUrl}
          tooltip={jobUrl ? T.jobLink : T.noJobLink}
        />
      )}
      {canSeePayments && (
        <RowAction
          label={T.paymentRequests}
          ariaLabel={`${T.paymentRequests} ${orderNumber}`}
          icon={<DollarOutlined />}
          to={bookingUrls.paymentRequests(orderNumber)}
        />
      )}
    </RowActions>
  );
}
