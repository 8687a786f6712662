import { Form, Input, Select, Switch } from 'antd';
import { usePaymentMethods } from '@storedesk/shared';
import { CONTRACT_EDIT_TEXTS as T } from '../contract-texts';
import { ContractEditModal, type ContractModalProps } from './contract-edit-modal';
import { useContractSave } from './use-contract-save';

interface PaymentForm {
  is_paid: boolean;
  payment_method?: string | null;
  transaction_id?: string;
}

/** The contract's payment: paid or not, how, and the transaction id. */
export function EditPaymentModal({ contract, open, onClose, onReload }: ContractModalProps) {
  const [form] = Form.useForm<PaymentForm>();
  const methods = usePaymentMethods();
  const save = useContractSave({
    contract,
    open,
    onSaved: onClose,
    reload: onReload,
    toChange: (values: PaymentForm) => ({
      payment: {
        is_paid: values.is_paid,
        payment_method: values.payment_method ?? null,
        transaction_id: values.transaction_id?.trim() || null,
      },
    }),
  });
  return (
    <ContractEditModal
      title={T.editPayment}
      form={form}
      open={open}
      busy={save.busy}
      initialValues={{
        is_paid: contract.payment.is_paid,
        payment_method: contract.payment.payment_method,
        transaction_id: contract.payment.transaction_id ?? '',
      }}
      onClose={onClose}
      onFinish={(values) => void save.run(values)}
    >
      <Form.Item name="is_paid" label={T.paid} valuePropName="checked">
        <Switch aria-label={T.paid} />
      </Form.Item>
      <Form.Item name="payment_method" label={T.paymentMethod}>
        <Select
          allowClear
          aria-label={T.paymentMethod}
          loading={methods.isLoading}
          options={(methods.data ?? []).map((m) => ({ value: m.code, label: m.name }))}
        />
      </Form.Item>
      <Form.Item name="transaction_id" label={T.transactionId}>
        <Input maxLength={100} aria-label={T.transactionId} />
      </Form.Item>
    </ContractEditModal>
  );
}
