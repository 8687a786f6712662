import { Form, Input } from 'antd';
import { NEW_PUSH_TEXTS as T } from '../new-push-texts';

/** The API's limits (PUSH_TITLE_MAX, PUSH_MESSAGE_MAX in the contract). */
export const TITLE_MAX = 100;
export const MESSAGE_MAX = 1000;

/** The notification's title and message. */
export function ContentSection() {
  return (
    <>
      <Form.Item
        name="title"
        label={T.notificationTitle}
        rules={[{ required: true, whitespace: true, message: T.titleMissing }]}
      >
        <Input maxLength={TITLE_MAX} showCount aria-label={T.notificationTitle} />
      </Form.Item>
      <Form.Item
        name="message"
        label={T.message}
        rules={[{ required: true, whitespace: true, message: T.messageMissing }]}
      >
        <Input.TextArea rows={4} maxLength={MESSAGE_MAX} showCount aria-label={T.message} />
      </Form.Item>
    </>
  );
}
