import { Alert, Form, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT, SubmitStopped } from '@storedesk/shared';
import { StoreDatePicker, useConfirm } from '@storedesk/shared/ui';
import { CONTRACT_EDIT_TEXTS as T } from '../contract-texts';
import { ContractEditModal, type ContractModalProps } from './contract-edit-modal';
import { useContractSave } from './use-contract-save';

const DAY = 'YYYY-MM-DD';

interface SummaryForm {
  start: Dayjs;
  end: Dayjs;
  is_active: boolean;
}

/**
 * Edit Summary (spec 2 §5): the start and end dates and whether the contract is active. An end not after the start
 * is a warning and nothing is sent; changed dates ask first, warning that the dates of invoices raised stay as they are.
 */
export function EditSummaryModal({ contract, open, onClose, onReload }: ContractModalProps) {
  const [form] = Form.useForm<SummaryForm>();
  const confirm = useConfirm();
  const start = Form.useWatch('start', form);
  const end = Form.useWatch('end', form);
  const backwards = Boolean(start && end && !end.isAfter(start, 'day'));
  const toChange = async (values: SummaryForm) => {
    const change = {
      start_date: values.start.format(DAY),
      end_date: values.end.format(DAY),
      is_active: values.is_active,
    };
    const datesChanged = change.start_date !== contract.start_date || change.end_date !== contract.end_date;
    if (datesChanged && !(await confirm({ title: T.confirmDates, content: T.invoiceDatesStay })))
      throw new SubmitStopped();
    return change;
  };
  const save = useContractSave({ contract, open, onSaved: onClose, reload: onReload, toChange });

  return (
    <ContractEditModal
      title={T.editSummary}
      form={form}
      open={open}
      busy={save.busy}
      saveDisabled={backwards}
      initialValues={{
        start: dayjs(contract.start_date, DAY),
        end: dayjs(contract.end_date, DAY),
        is_active: contract.is_active,
      }}
      onClose={onClose}
      onFinish={(values) => void save.run(values)}
    >
      <Form.Item name="start" label={T.start} rules={[{ required: true, message: T.dateRequired }]}>
        <StoreDatePicker format={DATE_FORMAT} aria-label={T.start} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="end" label={T.end} rules={[{ required: true, message: T.dateRequired }]}>
        <StoreDatePicker format={DATE_FORMAT} aria-label={T.end} style={{ width: '100%' }} />
      </Form.Item>
      {backwards && <Alert type="warning" showIcon title={T.endBeforeStart} style={{ marginBottom: 16 }} />}
      <Form.Item name="is_active" label={T.active} valuePropName="checked">
        <Switch aria-label={T.active} />
      </Form.Item>
    </ContractEditModal>
  );
}
