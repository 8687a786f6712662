import type { ReactNode } from 'react';
import { Form, type FormInstance } from 'antd';
import type { ContractDetails } from '@storedesk/shared';
import { AppModal } from '@storedesk/shared/ui';
import { CONTRACT_EDIT_TEXTS as T } from '../contract-texts';

/** What each edit modal of the contract details takes. */
export interface ContractModalProps {
  contract: ContractDetails;
  open: boolean;
  onClose: () => void;
  /** Fetches the contract again (after a save refused as stale). */
  onReload: () => unknown;
}

/** The frame the contract's edit modals share: the kit's modal with Save and Cancel over a vertical form. */
export function ContractEditModal<V extends object>({
  title,
  form,
  open,
  busy,
  saveDisabled,
  initialValues,
  onClose,
  onFinish,
  children,
}: {
  title: string;
  form: FormInstance<V>;
  open: boolean;
  busy: boolean;
  saveDisabled?: boolean;
  initialValues: Partial<V>;
  onClose: () => void;
  onFinish: (values: V) => void;
  children: ReactNode;
}) {
  return (
    <AppModal
      open={open}
      form={form}
      title={title}
      okText={T.save}
      cancelText={T.cancel}
      okButtonProps={{ disabled: saveDisabled }}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<V>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={initialValues}
        onFinish={onFinish}
      >
        {children}
      </Form>
    </AppModal>
  );
}
