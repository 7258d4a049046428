import { createHash } from 'node:crypto';
import { ENHANCE_LIMITS } from '@xinmiao/shared';

/**
 * The Worker that runs one event of a form's enhancement as the body of a function of `api`
 * (docs/online-enhance.md). It has no DOM, no storage of the console and (by the policy it inherits
 * from the sandbox page) no network; it answers the frame once, with the values set, the messages
 * asked for, a refusal to save, or the error.
 */
const WORKER = `'use strict';
const TYPES = ['info', 'success', 'warning', 'error'];
const plain = (v) => v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const text = (v) => String(v === undefined || v === null ? '' : v).slice(0, 200);
self.onmessage = (event) => {
  self.onmessage = null;
  const task = event.data;
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
  const failed = (error) => self.postMessage({ error: text(error && error.message ? error.message : error) });
  try {
    const run = new Function('api', '"use strict";\\n' + String(task.script));
    Promise.resolve(run(api)).then(() => self.postMessage({ changes, messages, rejected }), failed);
  } catch (error) {
    failed(error);
  }
};`;

/**
 * The sandbox frame's one script. It never runs the enhancement itself: each run gets a dedicated
 * Worker (its own thread), which the frame terminates when it has not answered within
 * `ENHANCE_LIMITS.workerMs`, so a script that loops forever is stopped and can hold neither the
 * frame nor the console. The frame answers only its parent, by `postMessage`.
 */
const SCRIPT = `(() => {
  'use strict';
  const parentWindow = window.parent;
  const BUDGET_MS = ${ENHANCE_LIMITS.workerMs};
  const workerUrl = URL.createObjectURL(new Blob([${JSON.stringify(WORKER)}], { type: 'text/javascript' }));
  const text = (v) => String(v === undefined || v === null ? '' : v).slice(0, 200);
  window.addEventListener('message', (event) => {
    const task = event.data;
    if (event.source !== parentWindow || !task || task.type !== 'xm-enhance-run') return;
    let answered = false;
    let worker = null;
    let timer = 0;
    const reply = (body) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      if (worker) worker.terminate();
      parentWindow.postMessage(Object.assign({ type: 'xm-enhance-done', id: task.id }, body), '*');
    };
    try {
      worker = new Worker(workerUrl);
    } catch (error) {
      reply({ error: text(error && error.message ? error.message : error) });
      return;
    }
    timer = setTimeout(() => reply({ error: '运行超过 ' + BUDGET_MS + ' 毫秒，已停止' }), BUDGET_MS);
    worker.onmessage = (answer) => {
      const data = answer.data || {};
      reply(typeof data.error === 'string'
        ? { error: data.error }
        : { changes: data.changes, messages: data.messages, rejected: data.rejected });
    };
    worker.onerror = (error) => {
      error.preventDefault();
      reply({ error: text(error.message) });
    };
    worker.postMessage({
      script: task.script,
      event: task.event,
      changed: task.changed,
      form: task.form,
      values: task.values,
    });
  });
  parentWindow.postMessage({ type: 'xm-enhance-ready' }, '*');
})();`;

export const SANDBOX_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>JS增强</title></head><body><script>${SCRIPT}</script></body></html>`;

/**
 * The frame's own policy: `sandbox allow-scripts` makes it an opaque origin wherever it is opened
 * (no storage, no cookies of the console), `connect-src 'none'` and `default-src 'none'` keep it off
 * the network, and `'unsafe-eval'` is granted here only, to turn an enhancement's text into code.
 * `worker-src blob:` admits only the Worker the page builds from its own hashed script; that Worker
 * inherits this policy (so it has no network either).
 */
export const SANDBOX_CSP = [
  "default-src 'none'",
  `script-src 'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}' 'unsafe-eval'`,
  'worker-src blob:',
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-scripts',
].join('; ');
