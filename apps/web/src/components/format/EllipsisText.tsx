import { Tooltip } from 'antd';
import { ELLIPSIS_LENGTH, ellipsis } from './ellipsis.ts';

/** Cut text with the whole of it in a tooltip (only when something was cut). */
export function EllipsisText({
  text,
  length = ELLIPSIS_LENGTH,
}: {
  text: string | null | undefined;
  length?: number;
}) {
  const shown = ellipsis(text, length);
  if (shown === (text ?? '')) return <span>{shown}</span>;
  return (
    <Tooltip title={text}>
      <span>{shown}</span>
    </Tooltip>
  );
}
