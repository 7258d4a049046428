import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../../app/AppConfigProvider.tsx';
import { MarkdownEditor } from './MarkdownEditor.tsx';
import { imageMarkdown, previewUrl } from './markdown-images.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('markdown images', () => {
  it('stores the path without a token and previews it with one', () => {
    const md = imageMarkdown('图[1].png', 'jeditor/a.png');
    expect(md).toBe('![图1.png](/jeecg-boot/sys/common/static/jeditor/a.png)');
    localStorage.setItem('Access-Token', JSON.stringify({ value: 'tok', expire: null }));
    expect(previewUrl('/jeecg-boot/sys/common/static/jeditor/a.png')).toBe(
      '/jeecg-boot/sys/common/static/jeditor/a.png?token=tok',
    );
    expect(previewUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
  });
});

describe('MarkdownEditor', () => {
  it('previews the markdown and drops javascript: links', () => {
    render(
      <AppConfigProvider primaryColor="#1890FF">
        <MarkdownEditor value={'# 标题\n\n[点我](javascript:alert(1))'} />
      </AppConfigProvider>,
    );
    const preview = screen.getByTestId('markdown-preview');
    expect(preview.querySelector('h1')?.textContent).toBe('标题');
    expect(preview.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
    expect(screen.getByText('插入图片')).toBeTruthy();
  });
});
