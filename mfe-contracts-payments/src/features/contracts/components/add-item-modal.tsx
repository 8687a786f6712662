import { useState } from 'react';
import { Form, InputNumber, Select } from 'antd';
import type { ProductOption } from '@storedesk/shared';
import { useServiceSearch } from '@storedesk/shared/ui';
import { useAddContractItem } from '../api/contract-items';
import { CONTRACT_ITEM_TEXTS as T } from '../item-texts';
import { ContractEditModal, type ContractModalProps } from './contract-edit-modal';
import { useItemSubmit } from './use-item-submit';

interface AddItemForm {
  product_id: string;
  variant_id?: string;
  quantity: number;
  total_quantity: number;
}

const atLeastOne = (label: string) => [
  { required: true, type: 'number' as const, min: 1, message: T.enterNumber(label) },
];

/**
 * The product picker (spec 2 §2 "Details"): a catalogue service searched from 3 characters, its variant, units per
 * visit and total visits; 'Are you sure you want to add new service items?' before it is sent.
 */
export function AddItemModal({ contract, open, onClose, onReload }: ContractModalProps) {
  const [form] = Form.useForm<AddItemForm>();
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<ProductOption | null>(null);
  const search = useServiceSearch(keyword);
  const add = useAddContractItem();
  const submit = useItemSubmit<AddItemForm>({
    question: T.confirmAdd,
    opening: open,
    onDone: onClose,
    reload: onReload,
    send: (v) =>
      add.mutateAsync({
        customer_subscription_id: contract._id,
        version: contract.version,
        product_id: v.product_id,
        selected_product_variant_id: v.variant_id ?? null,
        quantity: v.quantity,
        total_quantity: v.total_quantity,
      }),
  });
  const found = search.data ?? [];
  const options = [...(chosen && !found.some((p) => p._id === chosen._id) ? [chosen] : []), ...found];
  return (
    <ContractEditModal<AddItemForm>
      title={T.pickerTitle}
      form={form}
      open={open}
      busy={submit.busy}
      initialValues={{ quantity: 1, total_quantity: 1 }}
      onClose={onClose}
      onFinish={(values) => void submit.run(values)}
    >
      <Form.Item name="product_id" label={T.service} rules={[{ required: true, message: T.pickService }]}>
        <Select
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          aria-label={T.service}
          placeholder={T.searchHint}
          loading={search.isFetching}
          notFoundContent={keyword.trim().length >= 3 && !search.isFetching ? T.noMatch : null}
          options={options.map((p) => ({ value: p._id, label: p.name }))}
          onChange={(id: string) => {
            setChosen(options.find((p) => p._id === id) ?? null);
            form.setFieldValue('variant_id', undefined);
          }}
        />
      </Form.Item>
      {chosen && chosen.variants.length > 0 && (
        <Form.Item name="variant_id" label={T.variant}>
          <Select
            aria-label={T.variant}
            allowClear
            placeholder={T.noVariant}
            options={chosen.variants.map((v) => ({ value: v._id, label: v.name }))}
          />
        </Form.Item>
      )}
      <Form.Item name="quantity" label={T.perVisit} rules={atLeastOne(T.perVisit)}>
        <InputNumber aria-label={T.perVisit} min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="total_quantity" label={T.totalVisits} rules={atLeastOne(T.totalVisits)}>
        <InputNumber aria-label={T.totalVisits} min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </ContractEditModal>
  );
}
