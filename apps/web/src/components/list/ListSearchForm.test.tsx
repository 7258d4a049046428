import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, expect, it } from 'vitest';
import { RecordFormModal } from '../RecordFormModal.tsx';
import { ListSearchForm } from './ListSearchForm.tsx';
import type { SearchFormState } from './use-list-page.ts';

afterEach(cleanup);

function Page() {
  const [form] = Form.useForm();
  const searchForm: SearchFormState = { form, initialValues: {}, onSearch: () => {}, onReset: () => {} };
  return (
    <>
      <ListSearchForm list={{ searchForm }}>
        <Form.Item name="name" label="名称">
          <Input />
        </Form.Item>
      </ListSearchForm>
      <RecordFormModal
        editing={null}
        open
        initialValues={() => ({})}
        save={async () => {}}
        onClose={() => {}}
        onSaved={() => {}}
      >
        <Form.Item name="name" label="任务名称">
          <Input />
        </Form.Item>
      </RecordFormModal>
    </>
  );
}

it("a dialog's field label reaches the dialog's input, not the page search of the same field name", async () => {
  render(<Page />);
  const dialogInput = await screen.findByLabelText('任务名称');
  const searchInput = screen.getByLabelText('名称');
  expect(dialogInput).not.toBe(searchInput);
  expect(dialogInput.id).not.toBe(searchInput.id);
  fireEvent.click(screen.getByText('任务名称'));
  expect(document.activeElement).not.toBe(searchInput);
});
