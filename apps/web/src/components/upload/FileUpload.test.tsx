import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../app/AppConfigProvider.tsx';
import { FileUpload } from './FileUpload.tsx';
import { UploadModal } from './UploadModal.tsx';

afterEach(cleanup);

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('FileUpload', () => {
  it('refuses a non-image in image mode with 请上传图片', async () => {
    const onChange = vi.fn();
    render(
      <AppConfigProvider primaryColor="#1890FF">
        <FileUpload kind="image" onChange={onChange} />
      </AppConfigProvider>,
    );
    const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    fireEvent.change(fileInput(), { target: { files: [pdf] } });
    expect(await screen.findByText('请上传图片')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says 未知的操作 left of the first image and 已到最后~ right of the last', async () => {
    const onChange = vi.fn();
    render(
      <AppConfigProvider primaryColor="#1890FF">
        <FileUpload kind="image" multiple value="temp/a.png,temp/b.png" onChange={onChange} />
      </AppConfigProvider>,
    );
    const [firstLeft] = screen.getAllByRole('button', { name: '左移' });
    const rights = screen.getAllByRole('button', { name: '右移' });
    if (!firstLeft) throw new Error('no buttons');
    fireEvent.click(firstLeft);
    expect(await screen.findByText('未知的操作')).toBeTruthy();
    fireEvent.click(rights[rights.length - 1] as HTMLElement);
    expect(await screen.findByText('已到最后~')).toBeTruthy();
    fireEvent.click(rights[0] as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith('temp/b.png,temp/a.png');
  });

  it('emits objects in object mode', () => {
    const onChange = vi.fn();
    render(
      <AppConfigProvider primaryColor="#1890FF">
        <FileUpload kind="image" multiple mode="object" value="temp/a.png,temp/b.png" onChange={onChange} />
      </AppConfigProvider>,
    );
    fireEvent.click(screen.getAllByRole('button', { name: '右移' })[0] as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith([
      { fileName: 'b.png', filePath: 'temp/b.png', fileSize: 0 },
      { fileName: 'a.png', filePath: 'temp/a.png', fileSize: 0 },
    ]);
  });
});

describe('UploadModal', () => {
  it('is titled by kind', () => {
    render(
      <AppConfigProvider primaryColor="#1890FF">
        <UploadModal open kind="image" onClose={() => {}} onOk={() => {}} />
      </AppConfigProvider>,
    );
    expect(screen.getByText('图片上传')).toBeTruthy();
  });
});
