import { DeleteRowAction, RowAction, RowActions } from '@storedesk/shared/ui';
import { CARTS_TEXTS as T } from '../abandoned-carts-texts';
import { cartUrls } from '../urls';

export interface CartRowActionsProps {
  customerId: string;
  name: string;
  canDelete: boolean;
  canConvert: boolean;
  deleting: boolean;
  onView: () => void;
  onDelete: () => void;
}

/**
 * Per-cart actions. Viewing needs only the list permission; delete and convert each need their own. Convert is
 * a link to the new-booking screen of mfe_bookings: an absolute path on the host's router (the remote renders
 * inside it), as mfe-bookings links to /payments, so the host mounts the remote that owns the route.
 */
export function CartRowActions({
  customerId,
  name,
  canDelete,
  canConvert,
  deleting,
  onView,
  onDelete,
}: CartRowActionsProps) {
  return (
    <RowActions>
      <RowAction label={T.view} ariaLabel={`${T.view} ${name}`} onClick={onView} />
      {canDelete && (
        <DeleteRowAction label={T.delete} rowName={name} deleting={deleting} onDelete={onDelete} />
      )}
      {canConvert && (
        <RowAction
          label={T.convert}
          ariaLabel={`${T.convert} ${name}`}
          to={cartUrls.newBookingFor(customerId)}
        />
      )}
    </RowActions>
  );
}
