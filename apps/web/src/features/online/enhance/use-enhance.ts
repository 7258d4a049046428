import { useQuery } from '@tanstack/react-query';
import { ENHANCE_MESSAGES, type EnhanceEvent, enhanceRoutes, type OnlineForm } from '@xinmiao/shared';
import { App } from 'antd';
import { api } from '../../../api/client.ts';
import { type EnhanceOutcome, type EnhanceValues, runEnhance } from './run-enhance.ts';

/**
 * A form's JS增强 for its add/edit dialog: `run` gives what the script asked for, having shown its
 * messages; with no script it answers nothing. A script that throws or hangs shows the spec's
 * 用户自定义JS增强代码运行出错 (details in the browser console) and changes nothing.
 */
export function useEnhance(form: OnlineForm, enabled: boolean) {
  const { message } = App.useApp();
  const script = useQuery({
    queryKey: ['online-form-enhance', form.code],
    queryFn: () => api(enhanceRoutes.current, { params: { code: form.code } }),
    enabled,
  });
  const code = script.data?.script ?? '';
  const run = async (
    event: EnhanceEvent,
    values: EnhanceValues,
    changed?: string,
  ): Promise<EnhanceOutcome | null> => {
    if (!code.trim()) return null;
    try {
      const outcome = await runEnhance({ script: code, event, changed, form, values });
      for (const m of outcome.messages) message.open({ type: m.type, content: m.text });
      return outcome;
    } catch (error) {
      console.error(ENHANCE_MESSAGES.runFailed, error);
      message.error(ENHANCE_MESSAGES.runFailed);
      return null;
    }
  };
  return { ready: !enabled || !script.isLoading, hasScript: code.trim() !== '', run };
}
