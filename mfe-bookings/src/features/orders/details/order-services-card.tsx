import { useState } from 'react';
import { Button, Card } from 'antd';
import { useSubmit, type Order, type UpdateOrderProductsBody } from '@storedesk/shared';
import { useConfirm } from '@storedesk/shared/ui';
import { updateOrderProducts, useOrderWrite } from '../api/update-order';
import { RequestFormModal, ServicePicker, type PickedService } from '../../service-picker';
import { ServicesSection } from './components/services-section';
import { keptLine, newLine } from './order-line-input';
import { DETAILS_TEXTS as T } from './order-details-texts';
import { useLineFieldsEdit } from './use-line-fields-edit';

/** The booking's services: change a quantity, remove a line (confirmed), add a service, edit a line's fields. */
export function OrderServicesCard({
  order,
  currency,
  disabled,
}: {
  order: Order;
  currency: string | undefined;
  disabled: boolean;
}) {
  const confirm = useConfirm();
  const [pickerOpen, setPickerOpen] = useState(false);
  const quantity = useOrderWrite(order._id, updateOrderProducts, {
    success: T.quantityUpdated,
    error: T.quantityError,
  });
  const removal = useOrderWrite(order._id, updateOrderProducts, {
    success: T.serviceRemoved,
    error: T.removeError,
  });
  const addition = useOrderWrite(order._id, updateOrderProducts, {
    success: T.serviceAdded,
    error: T.addError,
  });
  // One quantity change at a time: a second one sent with the same version would come back as a conflict.
  const quantityOnce = useSubmit((body: UpdateOrderProductsBody) => quantity.mutateAsync(body), {
    afterSuccess: 'stay',
  });
  const fields = useLineFieldsEdit(order);
  const base = { _id: order._id, version: order.version };

  const currentQty = (lineId: string) =>
    order.products.find((line) => line._id === lineId)?.selected_quantity ?? 1;
  // PUT takes the booking's full list of lines; `change` gives each line's quantity, or null to drop it.
  const linesWith = (change: (lineId: string) => number | null) =>
    order.products.flatMap((line) => {
      const qty = change(line._id);
      return qty === null
        ? []
        : [{ _id: line._id, selected_quantity: qty, request_fields: line.request_fields }];
    });

  /** The booking's lines as they are, plus the picked one. */
  const addService = (picked: PickedService) =>
    addition
      .mutateAsync({ ...base, products: [...order.products.map((l) => keptLine(l)), newLine(picked.line)] })
      .then(() => setPickerOpen(false));

  return (
    <Card
      title={T.services}
      size="small"
      extra={
        <Button size="small" disabled={disabled} onClick={() => setPickerOpen(true)}>
          {T.addService}
        </Button>
      }
    >
      <ServicesSection
        order={order}
        currency={currency}
        disabled={disabled}
        saving={quantityOnce.busy || removal.isPending}
        onQuantity={(lineId, qty) =>
          void quantityOnce.run({
            ...base,
            products: linesWith((l) => (l === lineId ? qty : null) ?? currentQty(l)),
          })
        }
        onRemove={(lineId) =>
          void confirm({
            title: T.removeConfirm,
            danger: true,
            onConfirm: () =>
              removal.mutateAsync({
                ...base,
                products: linesWith((l) => (l === lineId ? null : currentQty(l))),
              }),
          })
        }
        loadingFieldsOf={fields.loadingOf}
        onEditFields={(line) => void fields.open(line)}
      />
      <ServicePicker
        open={pickerOpen}
        currency={currency}
        adding={addition.isPending}
        onClose={() => setPickerOpen(false)}
        onAdd={addService}
      />
      <RequestFormModal
        open={fields.editing !== null}
        title={fields.editing ? T.editFieldsTitle(fields.editing.line.name) : ''}
        fields={fields.editing?.fields ?? []}
        initial={fields.editing?.line.request_fields}
        saving={fields.saving}
        onCancel={fields.cancel}
        onSubmit={(values) => fields.editing && fields.save(fields.editing.line._id, values)}
      />
    </Card>
  );
}
