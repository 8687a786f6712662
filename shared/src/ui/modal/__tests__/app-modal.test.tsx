import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { UNSAVED_MODAL_TEXTS as T } from '../../unsaved-changes/unsaved-changes-texts';
import { AppModal } from '../app-modal';
import { MODAL_FIT } from '../modal-fit';

jest.setTimeout(60_000);

function EditName() {
  const [open, setOpen] = useState(true);
  const [form] = Form.useForm();
  return (
    <>
      <AppModal
        open={open}
        title="Edit name"
        form={form}
        onCancel={() => setOpen(false)}
        onOk={() => setOpen(false)}
      >
        <Form form={form}>
          <Form.Item name="name" label="Name">
            <Input />
          </Form.Item>
        </Form>
      </AppModal>
      {!open && <p>Closed</p>}
    </>
  );
}

describe('AppModal', () => {
  it('closes at once when nothing was edited', async () => {
    const { user } = renderWithProviders(<EditName />);
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(screen.queryByText(T.title)).not.toBeInTheDocument();
  });

  it('asks before Cancel or the X drops edits: Stay keeps them, Close drops them', async () => {
    const { user } = renderWithProviders(<EditName />);
    await user.type(screen.getByLabelText('Name'), 'Half typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // (jsdom names every antd dialog by one test id, so the question is found by its text.)
    expect(await screen.findByText(T.content)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.stay }));
    await waitFor(() => expect(screen.queryByText(T.content)).not.toBeInTheDocument());
    expect(screen.getByLabelText('Name')).toHaveValue('Half typed');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(T.content)).toBeInTheDocument();
    // The question's button, after the modal's own X (also named Close).
    await user.click(screen.getAllByRole('button', { name: T.leave }).at(-1)!);
    expect(await screen.findByText('Closed')).toBeInTheDocument();
  });

  it('keeps its title and buttons in view: only the body scrolls, within the window', async () => {
    renderWithProviders(
      <AppModal open title="Tall" onCancel={() => undefined}>
        <div style={{ height: 2000 }}>Long</div>
      </AppModal>,
    );
    const body = (await screen.findByText('Long')).closest('.ant-modal-body') as HTMLElement;
    expect(body.style.overflowY).toBe(MODAL_FIT.styles.body.overflowY);
    const container = body.closest('.ant-modal-container') as HTMLElement;
    expect(container.style.maxHeight).toBe(MODAL_FIT.styles.container.maxHeight);
  });
});
