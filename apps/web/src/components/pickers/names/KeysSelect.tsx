import { Select, Typography } from 'antd';
import type { KeyLabel } from './key-labels.ts';

type Props = {
  labels: readonly KeyLabel[];
  placeholder: string;
  disabled?: boolean;
  /** The keys left after a tag was removed. */
  onChange: (keys: string[]) => void;
};

/** The chosen keys as closable tags, by name; a key the server no longer knows is marked in red. */
export function KeysSelect({ labels, placeholder, disabled, onChange }: Props) {
  return (
    <Select
      mode="multiple"
      open={false}
      aria-label={placeholder}
      placeholder={placeholder}
      value={labels.map((l) => l.key)}
      options={labels.map((l) => ({
        value: l.key,
        label:
          l.status === 'missing' ? (
            <Typography.Text type="danger" title="该数据已被删除或不存在">
              {l.text}
            </Typography.Text>
          ) : (
            l.text
          ),
      }))}
      disabled={disabled}
      onChange={onChange}
      style={{ width: '100%' }}
    />
  );
}
