import { useState } from 'react';
import { Button } from 'antd';
import { toast, toastServerError } from '@storedesk/shared';
import { useConfirm } from '@storedesk/shared/ui';
import { useCartDetails } from '../../abandoned-carts/api/cart-details';
import { useDeleteCart } from '../../abandoned-carts/api/delete-cart';
import { CartDetailModal } from '../../abandoned-carts/components/cart-detail-modal';
import { CUSTOMER_DETAIL_TEXTS as T } from '../customer-detail-texts';

export interface CartSectionProps {
  customerId: string;
  customerName: string;
  canDelete: boolean;
  timeZone?: string | null;
  currency?: string | null;
}

/** The "Abandoned Cart" button: opens the customer's cart (asked only then), deletable after a confirmation. */
export function CartSection({ customerId, customerName, canDelete, timeZone, currency }: CartSectionProps) {
  const [open, setOpen] = useState(false);
  const details = useCartDetails(open ? customerId : null);
  const remove = useDeleteCart();
  const confirm = useConfirm();

  const onDelete = async () => {
    if (!(await confirm({ title: T.cart.deleteConfirm, content: customerName, danger: true }))) return;
    remove.mutate(customerId, {
      // The server's own texts: 'Cart Deleted' / 'Cart Successfully Deleted' (spec 1 §8).
      onSuccess: (reply) => {
        toast.success(reply.title, reply.message);
        setOpen(false);
      },
      onError: toastServerError,
    });
  };

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
          canDelete &&
          details.data && (
            <Button danger loading={remove.isPending} onClick={() => void onDelete()}>
              {T.cart.delete}
            </Button>
          )
        }
      />
    </>
  );
}
