import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Radio, Space } from 'antd';
import { NAME_LENGTHS, type CustomerSummary } from '@storedesk/shared';
import { MediaUploadField, useConfirm } from '@storedesk/shared/ui';
import { GROUP_PAGE_SIZE, GROUP_TEXTS as T } from '../customer-groups-texts';
import { hasChosenCondition, type GroupFormFields, type GroupFormValues } from '../form/group-form-values';
import { ConditionFields } from './condition-fields';
import { CustomerPicker } from './customer-picker';
import { memberName } from './member-display';
import { MembersTable } from './members-table';

export interface GroupFormProps {
  initial: GroupFormValues;
  isEdit: boolean;
  saving: boolean;
  currency?: string | null;
  /** Called with checked values; the container asks for confirmation and saves. */
  onSubmit: (values: GroupFormValues) => void;
  onCancel: () => void;
  /** Told whether anything was changed since the form opened (leaving then asks first). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * New and edit group form. MANUAL lists customers picked in the search modal (removing one asks first); the
 * automated type takes conditions and needs at least one (spec 1 §4, §5). Mount it with a `key` per group.
 */
export function GroupForm({
  initial,
  isEdit,
  saving,
  currency,
  onSubmit,
  onCancel,
  onDirtyChange,
}: GroupFormProps) {
  const [form] = Form.useForm<GroupFormFields>();
  const type = Form.useWatch('type', form) ?? initial.type;
  const [members, setMembers] = useState<CustomerSummary[]>(initial.members);
  const [image, setImage] = useState<string | null>(initial.image);
  // Like the fields, the version stays as the form opened with it: a refetch behind it must not move it.
  const [version] = useState(initial.version);
  const [memberPage, setMemberPage] = useState(1);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [conditionError, setConditionError] = useState(false);
  const confirm = useConfirm();
  const [touched, setTouched] = useState(false);
  // As the form opened (the container makes a new `initial` object on each render).
  const [opened] = useState(initial);
  const dirty = touched || image !== opened.image || members !== opened.members;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  // Removing the last customer of the last page shows the page before it.
  const shownPage = Math.min(memberPage, Math.max(1, Math.ceil(members.length / GROUP_PAGE_SIZE)));

  const remove = async (row: CustomerSummary) => {
    if (!(await confirm({ title: T.removeConfirm, content: memberName(row), danger: true }))) return;
    setMembers((current) => current.filter((m) => m._id !== row._id));
  };

  const finish = () => {
    // Every field, also those not mounted now: the conditions are hidden while MANUAL and still sent as ''.
    const fields = form.getFieldsValue(true) as GroupFormFields;
    if (fields.type === 'AUTOMATED' && !hasChosenCondition(fields.conditions)) {
      setConditionError(true);
      return;
    }
    onSubmit({ ...fields, image, members, version });
  };

  return (
    <Form<GroupFormFields>
      form={form}
      layout="vertical"
      initialValues={{ name: initial.name, type: initial.type, conditions: initial.conditions }}
      onFinish={finish}
      onValuesChange={() => {
        setConditionError(false);
        setTouched(true);
      }}
      style={{ maxWidth: 960 }}
    >
      <Form.Item
        name="name"
        label={T.form.name}
        rules={[{ required: true, whitespace: true, message: T.form.nameRequired }]}
      >
        <Input maxLength={NAME_LENGTHS.customerGroupName} showCount />
      </Form.Item>
      <Form.Item name="type" label={T.form.type}>
        <Radio.Group
          options={[
            { value: 'MANUAL', label: T.types.MANUAL },
            { value: 'AUTOMATED', label: T.types.AUTOMATED },
          ]}
        />
      </Form.Item>
      <Form.Item label={T.form.image}>
        <MediaUploadField
          uploadType="CUSTOMERGROUP"
          value={image}
          onChange={setImage}
          texts={{
            choose: T.form.upload,
            replace: T.form.upload,
            remove: T.form.removeImage,
            failed: T.uploadFailed,
            preview: T.form.image,
          }}
        />
      </Form.Item>
      {type === 'AUTOMATED' ? (
        <Form.Item label={T.form.conditions} required>
          <ConditionFields onToggle={() => setConditionError(false)} />
          {conditionError && <Alert type="error" showIcon title={T.missingCondition} />}
        </Form.Item>
      ) : (
        <Form.Item label={T.form.members}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Button onClick={() => setPickerOpen(true)}>{T.form.addCustomers}</Button>
            <MembersTable
              rows={members}
              currency={currency}
              page={shownPage}
              total={members.length}
              onPageChange={setMemberPage}
              onRemove={(row) => void remove(row)}
            />
          </Space>
        </Form.Item>
      )}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {isEdit ? T.form.update : T.form.create}
        </Button>
        <Button onClick={onCancel}>{T.form.cancel}</Button>
      </Flex>
      <CustomerPicker
        open={pickerOpen}
        members={members}
        onAdd={(added) => setMembers((current) => [...current, ...added])}
        onClose={() => setPickerOpen(false)}
      />
    </Form>
  );
}
