import { ExportOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';

/** Reached only by typing the path of an external menu entry; the menu itself opens a new window. */
export function ExternalLinkPage({ url, title }: { url: string; title: string }) {
  return (
    <Result
      icon={<ExportOutlined />}
      title={title}
      subTitle="该菜单为外部链接，将在新窗口中打开。"
      extra={
        <Button type="primary" href={url} target="_blank" rel="noopener noreferrer">
          打开链接
        </Button>
      }
    />
  );
}
