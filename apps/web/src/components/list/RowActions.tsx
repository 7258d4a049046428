import { DownOutlined, EllipsisOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';

/** One button of a record row: what it says and does, and the question asked first, if any. */
export type RowAction = {
  key: string;
  label: string;
  onClick: () => void;
  danger?: boolean;
  /** Asked before `onClick` runs (确定删除吗?). */
  confirm?: string;
  /** Shown under the question (an optional note to fill in: keep such an input uncontrolled). */
  confirmDetail?: ReactNode;
};

type Props = {
  actions: readonly RowAction[];
  /** Buttons shown in the row; the rest go under 更多. */
  inline?: number;
  /** Phones: every action under one ⋯ button, so the pinned column stays narrow. */
  compact?: boolean;
};

function InlineAction({ action }: { action: RowAction }) {
  const button = (
    <Button
      type="link"
      size="small"
      danger={action.danger}
      onClick={action.confirm ? undefined : action.onClick}
    >
      {action.label}
    </Button>
  );
  return action.confirm ? (
    <Popconfirm
      title={action.confirm}
      description={action.confirmDetail}
      destroyOnHidden
      onConfirm={action.onClick}
    >
      {button}
    </Popconfirm>
  ) : (
    button
  );
}

/**
 * A record row's buttons, kept compact so the pinned 操作 column does not cover the data: the first
 * `inline` in the row, the rest in a 更多 menu; on phones all of them under ⋯. A confirmed action
 * asks in a popover in the row and in a dialog from the menu.
 */
export function RowActions({ actions, inline = 2, compact = false }: Props) {
  const { modal } = App.useApp();
  if (actions.length === 0) return null;
  const shown = compact ? [] : actions.slice(0, inline);
  const rest = actions.slice(shown.length);
  const run = (key: string) => {
    const action = rest.find((a) => a.key === key);
    if (!action) return;
    if (action.confirm)
      modal.confirm({ title: action.confirm, content: action.confirmDetail, onOk: action.onClick });
    else action.onClick();
  };
  return (
    <Space size={4}>
      {shown.map((action) => (
        <InlineAction key={action.key} action={action} />
      ))}
      {rest.length > 0 && (
        <Dropdown
          // 更多 opens on hover as JeecgBoot's does; a phone has no hover, so ⋯ opens on a tap.
          trigger={compact ? ['click'] : ['hover']}
          menu={{
            items: rest.map((a) => ({ key: a.key, label: a.label, danger: a.danger })),
            onClick: ({ key }) => run(key),
          }}
        >
          {compact ? (
            <Button type="link" size="small" aria-label="操作" icon={<EllipsisOutlined />} />
          ) : (
            <Button type="link" size="small">
              更多 <DownOutlined />
            </Button>
          )}
        </Dropdown>
      )}
    </Space>
  );
}
