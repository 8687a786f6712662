import { Checkbox, Input, InputNumber, Radio, Select } from 'antd';
import { DATE_FORMAT, TIME_FORMAT } from '../../format';
import type { RequestFieldSchema } from '../../contracts';
import { StoreDatePicker, StoreTimePicker } from '../store-date-picker/store-date-picker';
import { MediaUploadField } from '../media-upload/media-upload-field';
import { REQUEST_FIELD_TEXTS as T } from './request-field-texts';

/** Slot and request times move in 15-minute steps (spec 2 §2). */
export const TIME_STEP_MINUTES = 15;

/**
 * The input of one request field by its field_type. Form.Item injects value/onChange/id through the props.
 * IMAGE and VIDEO are uploads (misc/upload, type OTHERS) with a preview: 100x100 for a picture, 250x250 for a
 * video, and the spec's 'Error uploading the image' / 'Error uploading the video' when it fails.
 */
export function RequestFieldInput({ field, ...control }: { field: RequestFieldSchema }) {
  const options = field.field_options.map((option) => ({ label: option, value: option }));
  switch (field.field_type) {
    case 'MULTI_LINE':
      return <Input.TextArea rows={3} maxLength={2000} {...control} />;
    case 'NUMBER':
      return <InputNumber style={{ width: '100%' }} {...control} />;
    case 'DATE':
      return <StoreDatePicker format={DATE_FORMAT} style={{ width: '100%' }} {...control} />;
    case 'TIME':
      return (
        <StoreTimePicker
          format={TIME_FORMAT}
          use12Hours
          minuteStep={TIME_STEP_MINUTES}
          style={{ width: '100%' }}
          {...control}
        />
      );
    case 'SINGLE_ITEM':
      return <Select options={options} placeholder={T.selectPlaceholder} allowClear {...control} />;
    case 'RADIO':
      return <Radio.Group options={options} {...control} />;
    case 'MULTI_ITEM':
      return <Checkbox.Group options={options} {...control} />;
    case 'IMAGE':
      return <MediaUploadField uploadType="OTHERS" kind="image" {...control} />;
    case 'VIDEO':
      return <MediaUploadField uploadType="OTHERS" kind="video" {...control} />;
    default:
      return <Input maxLength={2000} {...control} />;
  }
}
