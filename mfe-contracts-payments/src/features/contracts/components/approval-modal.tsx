import { Form, Select } from 'antd';
import { APPROVAL_STATUSES, approvalStatusLabel, type ApprovalStatus } from '@storedesk/shared';
import { CONTRACT_EDIT_TEXTS as T } from '../contract-texts';
import { ContractEditModal, type ContractModalProps } from './contract-edit-modal';
import { useContractSave } from './use-contract-save';

/** The contract's approval (spec 2 §4: APPROVED, REJECTED, ON_HOLD, CANCELLED, PENDING_APPROVAL). */
export function ApprovalModal({ contract, open, onClose, onReload }: ContractModalProps) {
  const [form] = Form.useForm<{ is_approved: ApprovalStatus }>();
  const save = useContractSave({
    contract,
    open,
    onSaved: onClose,
    reload: onReload,
    toChange: (values: { is_approved: ApprovalStatus }) => values,
  });
  return (
    <ContractEditModal
      title={T.editApproval}
      form={form}
      open={open}
      busy={save.busy}
      initialValues={{ is_approved: contract.is_approved as ApprovalStatus }}
      onClose={onClose}
      onFinish={(values) => void save.run(values)}
    >
      <Form.Item name="is_approved" label={T.approval} rules={[{ required: true }]}>
        <Select
          aria-label={T.approval}
          options={APPROVAL_STATUSES.map((s) => ({ value: s, label: approvalStatusLabel(s) }))}
        />
      </Form.Item>
    </ContractEditModal>
  );
}
