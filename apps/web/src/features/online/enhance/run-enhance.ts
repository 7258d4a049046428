import { ENHANCE_LIMITS, type EnhanceEvent, enhanceRoutes, type FormField } from '@xinmiao/shared';
import { API_BASE } from '../../../api/client.ts';

export type EnhanceValues = Record<string, string | number | null>;
export type EnhanceMessage = { text: string; type: 'info' | 'success' | 'warning' | 'error' };

/** What one run asks for: values to set (known fields only), messages to show, a refusal to save. */
export type EnhanceOutcome = {
  changes: EnhanceValues;
  messages: EnhanceMessage[];
  rejected: string | null;
};

export type EnhanceTask = {
  script: string;
  event: EnhanceEvent;
  /** The field whose change ran a `change` event. */
  changed?: string;
  form: { code: string; name: string; fields: readonly FormField[] };
  values: EnhanceValues;
};

/** The sandbox page, served by the server with its own CSP (`sandbox allow-scripts`, no network). */
export const SANDBOX_URL = `${API_BASE}${enhanceRoutes.sandbox.path}`;

let runs = 0;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Only the form's own fields, with values a field can hold (a boolean becomes '1' or '0'). */
function fieldChanges(fields: readonly FormField[], raw: unknown): EnhanceValues {
  const out: EnhanceValues = {};
  if (!isRecord(raw)) return out;
  for (const field of fields) {
    if (!Object.hasOwn(raw, field.name)) continue;
    const value = raw[field.name];
    if (value === null || typeof value === 'string' || typeof value === 'number') out[field.name] = value;
    else if (typeof value === 'boolean') out[field.name] = value ? '1' : '0';
  }
  return out;
}

function messagesOf(raw: unknown): EnhanceMessage[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((m: unknown) =>
    isRecord(m) && typeof m.text === 'string'
      ? [
          {
            text: m.text.slice(0, 200),
            type: (['info', 'success', 'warning', 'error'] as const).find((t) => t === m.type) ?? 'info',
          },
        ]
      : [],
  );
}

/**
 * Runs a form's enhancement once, in a fresh sandboxed frame (`sandbox="allow-scripts"`, no
 * same-origin: an opaque origin that cannot read the console's storage, cookies or DOM), removed
 * afterwards. Only the task's data crosses, by `postMessage`; the answer is trusted only from that
 * frame and only as field values and message texts. Rejects with the script's error, or when it
 * does not answer within `ENHANCE_LIMITS.runMs`.
 */
export function runEnhance(task: EnhanceTask): Promise<EnhanceOutcome> {
  const id = `run-${++runs}`;
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.setAttribute('aria-hidden', 'true');
  frame.title = 'JS增强';
  frame.style.display = 'none';
  frame.src = SANDBOX_URL;
  return new Promise<EnhanceOutcome>((resolve, reject) => {
    const finish = () => {
      clearTimeout(timer);
      window.removeEventListener('message', listen);
      frame.remove();
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`运行超过 ${ENHANCE_LIMITS.runMs} 毫秒`));
    }, ENHANCE_LIMITS.runMs);
    const listen = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow || !isRecord(event.data)) return;
      const data = event.data;
      if (data.type === 'xm-enhance-ready') {
        const { form } = task;
        frame.contentWindow?.postMessage(
          {
            type: 'xm-enhance-run',
            id,
            script: task.script,
            event: task.event,
            changed: task.changed ?? null,
            form: {
              code: form.code,
              name: form.name,
              fields: form.fields.map((f) => ({ name: f.name, label: f.label, type: f.type })),
            },
            values: { ...task.values },
          },
          '*',
        );
        return;
      }
      if (data.type !== 'xm-enhance-done' || data.id !== id) return;
      finish();
      if (typeof data.error === 'string') {
        reject(new Error(data.error));
        return;
      }
      resolve({
        changes: fieldChanges(task.form.fields, data.changes),
        messages: messagesOf(data.messages),
        rejected: typeof data.rejected === 'string' ? data.rejected.slice(0, 200) : null,
      });
    };
    window.addEventListener('message', listen);
    document.body.append(frame);
  });
}
