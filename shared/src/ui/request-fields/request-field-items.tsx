import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import type { RequestFieldSchema } from '../../contracts';
import { REQUEST_FIELD_TEXTS as T } from './request-field-texts';
import { RequestFieldInput } from './request-field-input';

const TEXT_TYPES = new Set(['SINGLE_LINE', 'MULTI_LINE', 'IMAGE', 'VIDEO']);

function rulesOf(field: RequestFieldSchema): Rule[] {
  const rules: Rule[] = [];
  if (field.is_mandatory) {
    rules.push({
      required: true,
      message: T.mandatory,
      // A mandatory multi-choice needs at least one choice; a text needs more than spaces.
      ...(field.field_type === 'MULTI_ITEM' ? { type: 'array' as const, min: 1 } : {}),
      ...(TEXT_TYPES.has(field.field_type) ? { whitespace: true } : {}),
    });
  }
  return rules;
}

export interface RequestFieldItemsProps {
  fields: RequestFieldSchema[];
  /** Where the answers sit in the surrounding form (keyed by field _id below it); at the top when absent. */
  name?: string;
}

/**
 * A service's request fields as items of the surrounding antd Form, one input per type, mandatory ones checked:
 * the request form modal is one of these alone, a contract's service request has them beside its other fields.
 */
export function RequestFieldItems({ fields, name }: RequestFieldItemsProps) {
  return (
    <>
      {fields.map((field) => (
        <Form.Item
          key={field._id}
          name={name ? [name, field._id] : field._id}
          label={field.name}
          required={field.is_mandatory}
          rules={rulesOf(field)}
        >
          <RequestFieldInput field={field} />
        </Form.Item>
      ))}
    </>
  );
}
