import { screeningTaskRoutes, type WordingCheck } from '@xinmiao/shared';
import type { App } from 'antd';
import { api } from '../../../api/client.ts';

type Modal = ReturnType<typeof App.useApp>['modal'];

/** Asks the admin to confirm, scale by scale, that students will answer Xinmiao's descriptive wording. */
function confirmWording(modal: Modal, scales: WordingCheck['needConfirm']): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      title: '以下量表仍使用内置的描述性题目表述',
      content: (
        <>
          <p>这些临床量表尚未导入学校授权的正式题目表述，学生将看到心苗自写的描述性表述：</p>
          <ul data-testid="wording-confirm-scales">
            {scales.map((s) => (
              <li key={s.code}>{s.name}</li>
            ))}
          </ul>
          <p>确认这是有意为之后再发布。</p>
        </>
      ),
      okText: '确认并发布',
      cancelText: '取消',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/**
 * Publishes a draft: when clinical scales would reach students in built-in wording, only after the
 * admin confirmed them by name (the server refuses without). Null when the admin cancelled.
 */
export async function publishTask(id: string, modal: Modal): Promise<{ assigned: number } | null> {
  const check = await api(screeningTaskRoutes.wordingCheck, { query: { id } });
  if (check.unanswerable.length === 0 && check.needConfirm.length > 0) {
    if (!(await confirmWording(modal, check.needConfirm))) return null;
  }
  return api(screeningTaskRoutes.publish, {
    body: { id, confirmBuiltinWording: check.needConfirm.map((s) => s.code) },
  });
}
