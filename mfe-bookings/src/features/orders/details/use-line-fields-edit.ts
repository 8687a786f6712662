import { useState } from 'react';
import {
  toast,
  type Order,
  type OrderLine,
  type RequestFieldSchema,
  type RequestFieldValue,
  isSignedOut,
} from '@storedesk/shared';
import { updateOrderProducts, useOrderWrite } from '../api/update-order';
import { applicableFields, useProductFormLoader } from '../../service-picker';
import { keptLine } from './order-line-input';
import { DETAILS_TEXTS as T } from './order-details-texts';

/** A line whose request fields are being edited, with the fields its form asks now. */
export interface FieldsEdit {
  line: OrderLine;
  fields: RequestFieldSchema[];
}

/** Editing a line's request fields: load its service's form, ask the fields, save the booking's lines. */
export function useLineFieldsEdit(order: Order) {
  const loadForm = useProductFormLoader();
  const [loadingOf, setLoadingOf] = useState<string | null>(null);
  const [editing, setEditing] = useState<FieldsEdit | null>(null);
  const write = useOrderWrite(order._id, updateOrderProducts, {
    success: T.fieldsUpdated,
    error: T.fieldsError,
  });

  /** Loads the line's form now (it may have changed since booking) and asks the fields of its variant. */
  async function open(line: OrderLine) {
    if (!line.product_id) return;
    setLoadingOf(line._id);
    try {
      const form = await loadForm(line.product_id);
      const fields = form.is_available
        ? applicableFields(form.request_fields, line.selected_product_variant_id)
        : [];
      if (fields.length === 0) toast.info(T.noRequestForm);
      else setEditing({ line, fields });
    } catch (error) {
      if (!isSignedOut(error))
        toast.error(T.fieldsError, error instanceof Error ? error.message : String(error));
    } finally {
      setLoadingOf(null);
    }
  }

  /** The save's promise is the request form's: Save stays busy until it answers. */
  async function save(lineId: string, values: RequestFieldValue[]) {
    await write.mutateAsync({
      _id: order._id,
      version: order.version,
      products: order.products.map((l) => (l._id === lineId ? keptLine(l, values) : keptLine(l))),
    });
    setEditing(null);
  }

  return { editing, loadingOf, saving: write.isPending, open, save, cancel: () => setEditing(null) };
}
