import { useState } from 'react';
import { Button, Empty, Flex, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import {
  ApiError,
  formatMoney,
  toast,
  useSubmit,
  type ProductOption,
  type RequestFieldSchema,
  hasErrorCode,
} from '@storedesk/shared';
import { useProductFormLoader } from '../api/get-product-form';
import { SERVICE_SEARCH_MIN, useProductSearch } from '../api/search-products';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { catalogueLine, customLine, quantityBounds, type PickedService } from '../picked-service';
import { SERVICE_PICKER_TEXTS as T } from '../service-picker-texts';
import { CustomServiceModal } from './custom-service-modal';
import { AppModal, RequestFormModal, applicableFields } from '@storedesk/shared/ui';

export interface ServicePickerProps {
  open: boolean;
  onClose: () => void;
  /**
   * Called with the picked line. When it returns a promise, the picker keeps the request form (or custom
   * service) open until it settles and resets only on success, so a failed save loses nothing typed.
   */
  onAdd: (picked: PickedService) => void | Promise<unknown>;
  adding?: boolean;
  currency?: string | null;
}

const SEARCH_DELAY_MS = 300;

/** The service picker modal: its body is destroyed on close, so every opening starts clean. */
export function ServicePicker(props: ServicePickerProps) {
  return (
    <AppModal
      open={props.open}
      title={T.title}
      onCancel={props.onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <PickerBody {...props} />
    </AppModal>
  );
}

interface PendingForm {
  picked: PickedService;
  fields: RequestFieldSchema[];
}

function PickerBody({ onClose, onAdd, adding = false, currency }: ServicePickerProps) {
  const [keyword, setKeyword] = useState('');
  const searched = useDebouncedValue(keyword.trim(), SEARCH_DELAY_MS);
  const search = useProductSearch(searched);
  const [product, setProduct] = useState<ProductOption | null>(null);
  const [variantId, setVariantId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState<PendingForm | null>(null);
  const [customOpen, setCustomOpen] = useState(false);
  const loadForm = useProductFormLoader();

  const results = search.data ?? [];
  const variant = product?.variants.find((v) => v._id === variantId) ?? null;
  const ready = product !== null && (product.variants.length === 0 || variant !== null);
  const bounds = product ? quantityBounds(product) : { min: 1, max: 1 };

  function choose(next: ProductOption) {
    setProduct(next);
    setVariantId(null);
    setQuantity(quantityBounds(next).min);
  }

  /** Rejects when the save failed (the caller reported it): the picker, and what was typed, stay as they are. */
  async function deliver(picked: PickedService) {
    await onAdd(picked);
    setPending(null);
    setCustomOpen(false);
    setProduct(null);
    setVariantId(null);
  }

  async function addChosen() {
    if (!product || !ready) return;
    const picked = catalogueLine(product, variant, quantity);
    setChecking(true);
    let fields: RequestFieldSchema[];
    try {
      const form = await loadForm(product._id);
      // No active form, or nothing to ask for this variant: the service goes in without a form (spec 2 §5).
      fields = form.is_available ? applicableFields(form.request_fields, variant?._id ?? null) : [];
    } catch (error) {
      if (hasErrorCode(error, 'NOT_FOUND')) toast.error(T.productUnavailable);
      else if (error instanceof ApiError && error.status !== 401) toast.error(error.title, error.message);
      else if (!(error instanceof ApiError)) toast.error(T.productUnavailable, String(error));
      return;
    } finally {
      setChecking(false);
    }
    if (fields.length === 0) await deliver(picked).catch(() => undefined);
    else setPending({ picked, fields });
  }
  // A double click on Add adds the service once.
  const add = useSubmit<void>(addChosen, { afterSuccess: 'stay' });

  const typed = keyword.trim().length >= SERVICE_SEARCH_MIN;
  const label = (p: PickedService) => (p.variant_name ? `${p.name} (${p.variant_name})` : p.name);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Input
        type="search"
        aria-label={T.search}
        placeholder={T.searchPlaceholder}
        value={keyword}
        allowClear
        onChange={(event) => setKeyword(event.target.value)}
      />
      {!typed ? (
        <Typography.Text type="secondary">{T.searchHint}</Typography.Text>
      ) : search.isSuccess && results.length === 0 ? (
        <Empty description={T.noResults} />
      ) : !search.isSuccess ? (
        <Typography.Text type="secondary">{T.searching}</Typography.Text>
      ) : (
        <Radio.Group
          aria-label={T.results}
          orientation="vertical"
          value={product?._id ?? null}
          onChange={(event) => {
            const next = results.find((p) => p._id === event.target.value);
            if (next) choose(next);
          }}
        >
          {results.map((p) => (
            <Radio key={p._id} value={p._id}>
              {p.name} - {formatMoney(p.selling_price, currency)}
            </Radio>
          ))}
        </Radio.Group>
      )}
      {product && (
        <Flex gap={8} wrap align="center">
          <Typography.Text strong>{product.name}</Typography.Text>
          {product.variants.length > 0 && (
            <Select
              aria-label={T.variant}
              placeholder={T.variantPlaceholder}
              style={{ minWidth: 220 }}
              value={variantId}
              onChange={setVariantId}
              options={product.variants.map((v) => ({
                value: v._id,
                label: `${v.name} - ${formatMoney(v.price, currency)}`,
              }))}
            />
          )}
          <InputNumber
            aria-label={T.quantity}
            min={bounds.min}
            max={bounds.max}
            precision={0}
            value={quantity}
            onChange={(next) => setQuantity(next ?? bounds.min)}
          />
          <Typography.Text type="secondary" data-testid="quantity-limit">
            {T.quantityLimit(bounds.min, bounds.max)}
          </Typography.Text>
        </Flex>
      )}
      <Flex justify="space-between" wrap gap={8}>
        <Button onClick={() => setCustomOpen(true)}>{T.customService}</Button>
        <Space>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button
            type="primary"
            disabled={!ready}
            loading={checking || add.busy || (adding && !pending && !customOpen)}
            onClick={() => void add.run()}
          >
            {T.add}
          </Button>
        </Space>
      </Flex>
      <RequestFormModal
        open={pending !== null}
        title={pending ? T.requestForm(label(pending.picked)) : ''}
        fields={pending?.fields ?? []}
        saving={adding}
        onCancel={() => setPending(null)}
        onSubmit={(values) =>
          pending && deliver({ ...pending.picked, line: { ...pending.picked.line, request_fields: values } })
        }
      />
      <CustomServiceModal
        open={customOpen}
        currency={currency}
        saving={adding}
        onCancel={() => setCustomOpen(false)}
        onSubmit={(values) => deliver(customLine(values))}
      />
    </Space>
  );
}
