import { Button, Flex, Form, Input, Typography } from 'antd';
import { CUSTOMER_FORM_TEXTS as T } from '../../shared/texts/customer-form-texts';

/** The API takes at most 50 rows (CUSTOM_FIELDS_MAX in the contracts, not imported: screens take types only). */
const CUSTOM_FIELDS_MAX = 50;

/** The custom field rows (name, value): add and remove; a row with a value needs a name. */
export function CustomFieldsInput() {
  return (
    <Form.List name="custom_fields">
      {(rows, { add, remove }) => (
        <Flex vertical gap={8}>
          <Typography.Text strong>{T.customFields}</Typography.Text>
          {rows.map((row, index) => (
            <Flex key={row.key} gap={8} align="start" data-testid="custom-field-row">
              <Form.Item
                name={[row.name, 'name']}
                style={{ flex: 1, marginBottom: 0 }}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: (_rule, name?: string) =>
                      !name?.trim() && getFieldValue(['custom_fields', row.name, 'value'])?.trim()
                        ? Promise.reject(new Error(T.customFieldNameRequired))
                        : Promise.resolve(),
                  }),
                ]}
              >
                <Input
                  aria-label={`${T.customFieldName} ${index + 1}`}
                  placeholder={T.customFieldName}
                  maxLength={100}
                />
              </Form.Item>
              <Form.Item name={[row.name, 'value']} style={{ flex: 2, marginBottom: 0 }}>
                <Input
                  aria-label={`${T.customFieldValue} ${index + 1}`}
                  placeholder={T.customFieldValue}
                  maxLength={500}
                />
              </Form.Item>
              <Button
                danger
                aria-label={`${T.removeCustomField} ${index + 1}`}
                onClick={() => remove(row.name)}
              >
                {T.removeCustomField}
              </Button>
            </Flex>
          ))}
          <div>
            <Button onClick={() => add({ name: '', value: '' })} disabled={rows.length >= CUSTOM_FIELDS_MAX}>
              {T.addCustomField}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
