import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Divider, Select, Space, Tooltip, Upload } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { readStoredString } from '../../access/storage.ts';
import { StorageKey } from '../../access/storage-keys.ts';
import { ApiError } from '../../api/api-error.ts';
import { staticFileUrl, uploadFile } from '../../api/upload.ts';
import { shownImages, storedImages } from './own-images.ts';
import { safeLink } from './safe-link.ts';
import './rich-text.css';

export type RichTextEditorProps = {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
};

const shown = (html: string) => shownImages(html, readStoredString(StorageKey.accessToken));

type HeadingChoice = 0 | 1 | 2 | 3;

const HEADINGS: { value: HeadingChoice; label: string }[] = [
  { value: 0, label: '正文' },
  { value: 1, label: '标题 1' },
  { value: 2, label: '标题 2' },
  { value: 3, label: '标题 3' },
];

/**
 * The rich-text editor (Tiptap): HTML in, HTML out. Whatever it produces, the server sanitises the
 * HTML again on save; the editor only saves people from typing tags.
 */
export default function RichTextEditor({ value = '', onChange, placeholder }: RichTextEditorProps) {
  const { message } = App.useApp();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } }), Image],
    content: shown(value),
    shouldRerenderOnTransaction: true,
    editorProps: { attributes: { class: 'rich-text__content', 'aria-label': placeholder ?? '内容' } },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : storedImages(current.getHTML())),
  });
  // The form sets the value when a record is opened; typing does not come back through here. A
  // dialog that closes and reopens reconnects this effect while useEditor still hands back the
  // editor it destroyed, whose schema is gone: reading its HTML then threw.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== (editor.isEmpty ? '' : storedImages(editor.getHTML()))) {
      editor.commands.setContent(shown(value), { emitUpdate: false });
    }
  }, [editor, value]);
  if (!editor) return null;

  const chain = () => editor.chain().focus();
  const toggle = (title: string, icon: ReactNode, active: boolean, run: () => void) => (
    <Tooltip title={title}>
      <Button size="small" type={active ? 'primary' : 'text'} icon={icon} aria-label={title} onClick={run} />
    </Tooltip>
  );
  const heading: HeadingChoice =
    ([1, 2, 3] as const).find((level) => editor.isActive('heading', { level })) ?? 0;
  const link = () => {
    const href = safeLink(window.prompt('链接地址', editor.getAttributes('link').href ?? 'https://') ?? '');
    if (href === null) chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  };

  // Images go through /sys/common/upload; the editor shows them with the token, the stored HTML has none.
  const insertImage = async (file: File) => {
    try {
      const key = await uploadFile(file, 'notice');
      chain()
        .setImage({ src: staticFileUrl(key), alt: file.name })
        .run();
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : '上传失败！');
    }
    return false;
  };

  return (
    <div className="rich-text">
      <Space size={2} wrap className="rich-text__toolbar">
        <Select<HeadingChoice>
          size="small"
          style={{ width: 90 }}
          value={heading}
          options={HEADINGS}
          onChange={(level) =>
            level === 0 ? chain().setParagraph().run() : chain().toggleHeading({ level }).run()
          }
        />
        <Divider type="vertical" />
        {toggle('加粗', <BoldOutlined />, editor.isActive('bold'), () => chain().toggleBold().run())}
        {toggle('斜体', <ItalicOutlined />, editor.isActive('italic'), () => chain().toggleItalic().run())}
        {toggle('下划线', <UnderlineOutlined />, editor.isActive('underline'), () =>
          chain().toggleUnderline().run(),
        )}
        {toggle('删除线', <StrikethroughOutlined />, editor.isActive('strike'), () =>
          chain().toggleStrike().run(),
        )}
        <Divider type="vertical" />
        {toggle('无序列表', <UnorderedListOutlined />, editor.isActive('bulletList'), () =>
          chain().toggleBulletList().run(),
        )}
        {toggle('有序列表', <OrderedListOutlined />, editor.isActive('orderedList'), () =>
          chain().toggleOrderedList().run(),
        )}
        {toggle('链接', <LinkOutlined />, editor.isActive('link'), link)}
        <Upload
          accept="image/png,image/jpeg,image/gif,image/webp"
          showUploadList={false}
          beforeUpload={insertImage}
        >
          <Tooltip title="图片">
            <Button size="small" type="text" icon={<PictureOutlined />} aria-label="图片" />
          </Tooltip>
        </Upload>
        <Divider type="vertical" />
        {toggle('撤销', <UndoOutlined />, false, () => chain().undo().run())}
        {toggle('重做', <RedoOutlined />, false, () => chain().redo().run())}
      </Space>
      <EditorContent editor={editor} />
    </div>
  );
}
