import { Form, Input, Select } from 'antd';
import { NEW_BOOKING_TEXTS as T } from '../new-booking-texts';

/** Notes for the booking and free tags (sent with the cart and the booking). */
export function NotesTagsSection() {
  return (
    <>
      <Form.Item label={T.notes} name="customer_notes">
        <Input.TextArea rows={3} maxLength={2000} aria-label={T.notes} />
      </Form.Item>
      <Form.Item label={T.tags} name="order_tags">
        <Select mode="tags" aria-label={T.tags} tokenSeparators={[',']} open={false} />
      </Form.Item>
    </>
  );
}
