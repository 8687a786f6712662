import { Form, InputNumber, Typography } from 'antd';
import type { ContractItem } from '@storedesk/shared';
import { useUpdateContractItem } from '../api/contract-items';
import { CONTRACT_ITEM_TEXTS as T } from '../item-texts';
import { ContractEditModal, type ContractModalProps } from './contract-edit-modal';
import { useItemSubmit } from './use-item-submit';

interface EditItemForm {
  quantity: number;
  total_quantity: number;
}

/**
 * Edit service item (spec 2 §2 "Details"): units per visit and total visits, after 'Are you sure you want to
 * update the service items?'. The total may not go below the visits used: the form says so before the server does.
 */
export function EditItemModal({ item, ...props }: ContractModalProps & { item: ContractItem }) {
  const { contract, open, onClose, onReload } = props;
  const [form] = Form.useForm<EditItemForm>();
  const update = useUpdateContractItem();
  const used = item.total_quantity - item.available_quantity;
  const submit = useItemSubmit<EditItemForm>({
    question: T.confirmUpdate,
    opening: open,
    onDone: onClose,
    reload: onReload,
    send: (v) =>
      update.mutateAsync({
        customer_subscription_id: contract._id,
        version: contract.version,
        _id: item._id,
        quantity: v.quantity,
        total_quantity: v.total_quantity,
      }),
  });
  return (
    <ContractEditModal<EditItemForm>
      title={T.editTitle}
      form={form}
      open={open}
      busy={submit.busy}
      initialValues={{ quantity: item.quantity, total_quantity: item.total_quantity }}
      onClose={onClose}
      onFinish={(values) => void submit.run(values)}
    >
      <Typography.Paragraph strong>
        {item.product_name}
        {item.variant_name ? ` (${item.variant_name})` : ''}
      </Typography.Paragraph>
      <Form.Item
        name="quantity"
        label={T.perVisit}
        rules={[{ required: true, type: 'number', min: 1, message: T.enterNumber(T.perVisit) }]}
      >
        <InputNumber aria-label={T.perVisit} min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="total_quantity"
        label={T.totalVisits}
        extra={used > 0 ? T.usedHint(used) : undefined}
        rules={[{ required: true, type: 'number', min: 1, message: T.enterNumber(T.totalVisits) }]}
      >
        <InputNumber aria-label={T.totalVisits} min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </ContractEditModal>
  );
}
