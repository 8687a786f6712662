import { Button, Checkbox, Col, Form, Input, Row, Select } from 'antd';
// One file per icon: the '@ant-design/icons' barrel is a shared singleton and would bring every icon.
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import type { FormInstance } from 'antd';
import { NAME_LENGTHS, QUESTION_TYPE_LABELS, QUESTION_TYPES, type QuestionType } from '@storedesk/shared';
import { optionLines, takesOptions, type PlanFormValues } from '../form/plan-form-values';
import { PLAN_TEXTS as T } from '../master-contract-texts';

const F = T.form;
const TYPE_OPTIONS = QUESTION_TYPES.map((type) => ({ value: type, label: QUESTION_TYPE_LABELS[type] }));

/** One custom question: name, type, options one per line (RADIO, MULTI_ITEM, SINGLE_ITEM only), show and mandatory. */
export function QuestionFields({
  form,
  name,
  index,
  onRemove,
}: {
  form: FormInstance<PlanFormValues>;
  name: number;
  index: number;
  onRemove: () => void;
}) {
  const type = Form.useWatch(['questions', name, 'type'], form) as QuestionType | undefined;
  const label = `${F.questionName} ${index + 1}`;
  return (
    <Row gutter={12} role="group" aria-label={label} align="top">
      <Col xs={24} md={8}>
        <Form.Item
          name={[name, 'name']}
          label={F.questionName}
          rules={[{ required: true, whitespace: true, message: F.questionNameMissing }]}
        >
          <Input aria-label={F.questionName} maxLength={NAME_LENGTHS.planQuestion} showCount />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name={[name, 'type']} label={F.questionType}>
          <Select aria-label={F.questionType} options={TYPE_OPTIONS} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        {type && takesOptions(type) && (
          <Form.Item
            name={[name, 'options']}
            label={F.options}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  optionLines(value ?? '').length
                    ? Promise.resolve()
                    : Promise.reject(new Error(F.optionsMissing)),
              },
            ]}
          >
            <Input.TextArea aria-label={F.options} autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
        )}
      </Col>
      <Col xs={20} md={3}>
        <Form.Item
          name={[name, 'show_on_ui']}
          valuePropName="checked"
          style={{ marginBottom: 0, marginTop: 30 }}
        >
          <Checkbox>{F.showOnUi}</Checkbox>
        </Form.Item>
        <Form.Item name={[name, 'is_mandatory']} valuePropName="checked">
          <Checkbox>{F.isMandatory}</Checkbox>
        </Form.Item>
      </Col>
      <Col xs={4} md={1}>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`${F.removeQuestion} ${index + 1}`}
          onClick={onRemove}
          style={{ marginTop: 30 }}
        />
      </Col>
    </Row>
  );
}
