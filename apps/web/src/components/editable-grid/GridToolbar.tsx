import {
  ClearOutlined,
  DeleteOutlined,
  DownOutlined,
  PlusOutlined,
  SaveOutlined,
  UpOutlined,
} from '@ant-design/icons';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { DELETE_CONFIRM } from './constants.ts';

export type ToolbarButton = 'add' | 'remove' | 'clearSelection' | 'save' | 'collapse';
/** Spec §9: add, remove and clearSelection unless the page asks for others. */
export const DEFAULT_TOOLBAR: readonly ToolbarButton[] = ['add', 'remove', 'clearSelection'];

type Props = {
  buttons: readonly ToolbarButton[];
  selectedCount: number;
  collapsed: boolean;
  saving: boolean;
  disabled: boolean;
  onAdd: () => void;
  onRemove: () => void;
  onRemoveNothing: () => void;
  onClearSelection: () => void;
  onSave: () => void;
  onToggleCollapse: () => void;
  /** With a realtime socket: whether other consoles' edits arrive. */
  live?: boolean | undefined;
};

export function GridToolbar(props: Props) {
  const has = (b: ToolbarButton) => props.buttons.includes(b);
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      {has('add') && (
        <Button type="primary" icon={<PlusOutlined />} disabled={props.disabled} onClick={props.onAdd}>
          新增
        </Button>
      )}
      {has('remove') &&
        (props.selectedCount > 0 ? (
          <Popconfirm
            title={DELETE_CONFIRM(props.selectedCount)}
            onConfirm={props.onRemove}
            okText="确定"
            cancelText="取消"
          >
            <Button icon={<DeleteOutlined />} disabled={props.disabled}>
              删除
            </Button>
          </Popconfirm>
        ) : (
          <Button icon={<DeleteOutlined />} disabled={props.disabled} onClick={props.onRemoveNothing}>
            删除
          </Button>
        ))}
      {has('clearSelection') && (
        <Button
          icon={<ClearOutlined />}
          disabled={props.selectedCount === 0}
          onClick={props.onClearSelection}
        >
          清空选择
        </Button>
      )}
      {has('save') && (
        <Button
          icon={<SaveOutlined />}
          loading={props.saving}
          disabled={props.disabled}
          onClick={props.onSave}
        >
          保存
        </Button>
      )}
      {has('collapse') && (
        <Button icon={props.collapsed ? <DownOutlined /> : <UpOutlined />} onClick={props.onToggleCollapse}>
          {props.collapsed ? '展开' : '收起'}
        </Button>
      )}
      {props.live !== undefined && (
        <Tag color={props.live ? 'green' : 'default'}>{props.live ? '实时同步中' : '实时同步连接中'}</Tag>
      )}
      {props.selectedCount > 0 && <span>已选择 {props.selectedCount} 项</span>}
    </Space>
  );
}
