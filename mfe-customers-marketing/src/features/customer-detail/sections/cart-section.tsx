import { useState } from 'react';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { toast, toastServerError } from '@storedesk/shared';
import { useConfirm } from '@storedesk/shared/ui';
import { useCartDetails } from '../../shared/api/cart-details';
import { useAbandonedCarts } from '../../shared/api/list-carts';
import { useDeleteCart } from '../../shared/api/delete-cart';
import { CartDetailModal } from '../../shared/components/cart-detail-modal';
import { CUSTOMER_DETAIL_TEXTS as T } from '../customer-detail-texts';
import { customerDetailUrls } from '../urls';

export interface CartSectionProps {
  customerId: string;
  customerName: string;
  canDelete: boolean;
  timeZone?: string | null;
  currency?: string | null;
  /** Whether the person may turn the cart into a booking (the Convert link in the modal). */
  canConvert: boolean;
}

/**
 * The "Abandoned Cart" button, shown only when the customer has a cart (the cart list asked for this customer,
 * one row): it opens the cart (asked only then), with Convert to Booking and, after a confirmation, Delete Cart.
 */
export function CartSection({
  customerId,
  customerName,
  canDelete,
  canConvert,
  timeZone,
  currency,
}: CartSectionProps) {
  const [open, setOpen] = useState(false);
  const carts = useAbandonedCarts({ 'filter.customer_id': customerId, limit: 1, offset: 1 });
  const details = useCartDetails(open ? customerId : null);
  const remove = useDeleteCart();
  const confirm = useConfirm();

  // The question stays open, Yes busy, until the cart is deleted.
  const onDelete = async () => {
    const deleted = await confirm({
      title: T.cart.deleteConfirm,
      content: customerName,
      danger: true,
      onConfirm: () =>
        remove.mutateAsync(customerId).then(
          // The server's own texts: 'Cart Deleted' / 'Cart Successfully Deleted' (spec 1 §8).
          (reply) => toast.success(reply.title, reply.message),
          (error: Error) => {
            toastServerError(error);
            throw error;
          },
        ),
    });
    if (deleted) setOpen(false);
  };

  if (!carts.data?.total && !open) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{T.abandonedCart}</Button>
      <CartDetailModal
        customerName={open ? customerName : null}
        cart={details.data}
        loading={details.isLoading}
        failed={details.isError}
        // A customer without a cart answers 404: the server's words say so.
        failedMessage={details.error?.message}
        timeZone={timeZone}
        currency={currency}
        onClose={() => setOpen(false)}
        footer={
          details.data && (
            <>
              {canConvert && (
                <Link to={customerDetailUrls.newBookingFor(customerId)}>
                  <Button type="primary">{T.cart.convert}</Button>
                </Link>
              )}
              {canDelete && (
                <Button danger loading={remove.isPending} onClick={() => void onDelete()}>
                  {T.cart.delete}
                </Button>
              )}
            </>
          )
        }
      />
    </>
  );
}
