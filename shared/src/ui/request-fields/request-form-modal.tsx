import { useMemo } from 'react';
import { Form } from 'antd';
import { AppModal } from '../modal/app-modal';
import { useSubmit } from '../submit/use-submit';
import { toast } from '../toast';
import type { RequestFieldSchema, RequestFieldValue } from '../../contracts';
import { fromFormValues, toFormValues, type RequestFormValues } from './request-field-values';
import { REQUEST_FIELD_TEXTS as T } from './request-field-texts';
import { RequestFieldItems } from './request-field-items';

export interface RequestFormModalProps {
  open: boolean;
  title: string;
  fields: RequestFieldSchema[];
  initial?: RequestFieldValue[];
  /** Until its promise answers (when it returns one), Save is busy and sends nothing more. */
  onSubmit: (values: RequestFieldValue[]) => unknown;
  onCancel: () => void;
  saving?: boolean;
}

/** A service's request form: the given fields (the caller passes the applicable ones), one input per type. */
export function RequestFormModal({
  open,
  title,
  fields,
  initial,
  onSubmit,
  onCancel,
  saving,
}: RequestFormModalProps) {
  const [form] = Form.useForm<RequestFormValues>();
  const initialValues = useMemo(() => toFormValues(fields, initial), [fields, initial]);
  const submit = useSubmit(async (values: RequestFieldValue[]) => onSubmit(values), {
    afterSuccess: 'leave',
    opening: open,
  });
  return (
    <AppModal
      open={open}
      title={title}
      okText={T.save}
      cancelText={T.cancel}
      confirmLoading={saving || submit.busy}
      form={form}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<RequestFormValues>
        form={form}
        layout="vertical"
        // Answers leave with the fields when the modal closes, so each opening starts from `initial`.
        preserve={false}
        initialValues={initialValues}
        onFinish={(values) => void submit.run(fromFormValues(fields, values))}
        onFinishFailed={({ errorFields }) => {
          if (errorFields.some((entry) => entry.errors.includes(T.mandatory))) toast.error(T.mandatory);
        }}
      >
        <RequestFieldItems fields={fields} />
      </Form>
    </AppModal>
  );
}
