import { Checkbox, Flex, Form, Input } from 'antd';
import { GROUP_TEXTS as T } from '../customer-groups-texts';
import { CONDITION_KEYS, type ConditionKey } from '../form/group-form-values';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const COUNT = /^\d{1,9}$/;

/** The automated group's three conditions: a checkbox each, and its value once chosen (spec 1 §5). */
export function ConditionFields({ onToggle }: { onToggle: () => void }) {
  return (
    <Flex vertical gap={4}>
      {CONDITION_KEYS.map((key) => (
        <ConditionRow key={key} name={key} onToggle={onToggle} />
      ))}
    </Flex>
  );
}

function ConditionRow({ name, onToggle }: { name: ConditionKey; onToggle: () => void }) {
  const chosen = Form.useWatch(['conditions', name, 'chosen']) as boolean | undefined;
  const label = T.conditions[name];
  const pattern = name === 'customer_order_count' ? COUNT : AMOUNT;
  const invalid = name === 'customer_order_count' ? T.form.countInvalid : T.form.amountInvalid;
  return (
    <Flex gap={12} align="baseline" wrap>
      <Form.Item name={['conditions', name, 'chosen']} valuePropName="checked" noStyle>
        <Checkbox onChange={onToggle} style={{ minWidth: 200 }}>
          {label}
        </Checkbox>
      </Form.Item>
      <Form.Item
        name={['conditions', name, 'value']}
        dependencies={[['conditions', name, 'chosen']]}
        style={{ marginBottom: 8 }}
        rules={
          chosen
            ? [
                { required: true, whitespace: true, message: T.form.valueRequired },
                { pattern, message: invalid },
              ]
            : []
        }
      >
        <Input aria-label={`${label} value`} inputMode="decimal" disabled={!chosen} style={{ width: 180 }} />
      </Form.Item>
    </Flex>
  );
}
