import { Form } from 'antd';
import type { ConditionScope } from './ConditionEditor.tsx';
import { isRecord } from './condition-model.ts';

/** The dimensions and item numbers the designer form holds now, for conditions to refer to. */
export function useConditionScope(): ConditionScope {
  const form = Form.useFormInstance();
  const dimensions: unknown = Form.useWatch('dimensions', { form, preserve: true });
  const items: unknown = Form.useWatch('items', { form, preserve: true });
  return {
    factors: (Array.isArray(dimensions) ? dimensions : []).flatMap((d) =>
      isRecord(d) && typeof d.name === 'string' && d.name ? [d.name] : [],
    ),
    items: (Array.isArray(items) ? items : []).flatMap((i) =>
      isRecord(i) && typeof i.number === 'number' ? [i.number] : [],
    ),
  };
}
