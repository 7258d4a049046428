import { createHash } from 'node:crypto';

/**
 * The sandbox frame's one script. It runs a form's enhancement as the body of a function of `api`
 * (docs/online-enhance.md), inside a document whose CSP makes it an opaque origin without network,
 * and answers the console by `postMessage`: the values set, the messages asked for, a refusal to
 * save, or the error. It answers only its parent, and only values a form field can hold.
 */
const SCRIPT = `(() => {
  'use strict';
  const parentWindow = window.parent;
  const TYPES = ['info', 'success', 'warning', 'error'];
  const plain = (v) => v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
  const text = (v) => String(v === undefined || v === null ? '' : v).slice(0, 200);
  window.addEventListener('message', (event) => {
    const task = event.data;
    if (event.source !== parentWindow || !task || task.type !== 'xm-enhance-run') return;
    const values = Object.assign({}, task.values);
    const changes = {};
    const messages = [];
    let rejected = null;
    const api = Object.freeze({
      event: task.event,
      changed: task.changed || null,
      form: task.form,
      values,
      getValue: (name) => values[name],
      setValue: (name, value) => {
        const v = value === undefined ? null : value;
        if (typeof name !== 'string' || !plain(v)) throw new TypeError('setValue: 只能设置文本、数字或空值');
        values[name] = v;
        changes[name] = v;
      },
      message: (msg, type) => {
        messages.push({ text: text(msg), type: TYPES.includes(type) ? type : 'info' });
      },
      reject: (msg) => {
        rejected = text(msg) || '已取消';
      },
    });
    const reply = (body) => parentWindow.postMessage(Object.assign({ type: 'xm-enhance-done', id: task.id }, body), '*');
    const failed = (error) => reply({ error: text(error && error.message ? error.message : error) });
    try {
      const run = new Function('api', '"use strict";\\n' + String(task.script));
      Promise.resolve(run(api)).then(() => reply({ changes, messages, rejected }), failed);
    } catch (error) {
      failed(error);
    }
  });
  parentWindow.postMessage({ type: 'xm-enhance-ready' }, '*');
})();`;

export const SANDBOX_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>JS增强</title></head><body><script>${SCRIPT}</script></body></html>`;

/**
 * The frame's own policy: `sandbox allow-scripts` makes it an opaque origin wherever it is opened
 * (no storage, no cookies of the console), `connect-src 'none'` and `default-src 'none'` keep it off
 * the network, and `'unsafe-eval'` is granted here only, to turn an enhancement's text into code.
 */
export const SANDBOX_CSP = [
  "default-src 'none'",
  `script-src 'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}' 'unsafe-eval'`,
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-scripts',
].join('; ');
