import { describe, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { setupProduct } from './support/product.ts';
import { prepareStudentAccount, signInConsole, signInH5 } from './support/sign-in.ts';

const product = setupProduct();
const STUDENT = { studentNo: '20230102', password: 'Xinmiao2026s', newPassword: 'Xinmiao2026c' };

describe('AI 助手 in Chromium', () => {
  it('a student chats on a phone; a disguised risk phrase shows the hotlines and reaches the centre’s case', async () => {
    const { browser, server } = product;
    await prepareStudentAccount(server.url, STUDENT.studentNo, STUDENT.password);
    const phone = await signInH5(browser, server.url, STUDENT);
    await phone.getByRole('button', { name: 'AI 助手' }).click();
    await phone.getByText('使用前请了解').waitFor();
    await phone.getByPlaceholder('想聊点什么？').fill('最近失眠怎么办');
    await phone.getByRole('button', { name: /发\s*送/ }).click();
    await phone.getByText(/固定作息/).waitFor();
    await phone
      .getByText(/参考：/)
      .first()
      .waitFor();

    await phone.getByPlaceholder('想聊点什么？').fill('我 xiang si，不想再撑了');
    await phone.getByRole('button', { name: /发\s*送/ }).click();
    await phone.getByText('12356').first().waitFor();
    await phone.getByText(/心理中心的老师留意/).waitFor();
    await screenshot(phone, 'ai-chat-phone-risk', { fullPage: false });

    // The centre opens the case the message filed and reads the conversation behind it.
    const centre = await signInConsole(browser, server.url, 'xinli');
    const menu = centre.getByRole('menu').first();
    await menu.getByText('危机干预').click();
    await menu.getByText('危机预警').click();
    const row = centre.locator('.ant-table-tbody tr', { hasText: 'AI 助手对话命中风险规则' }).first();
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: '处理' }).click();
    await centre.getByRole('tab', { name: 'AI 对话' }).click();
    const transcript = centre.getByRole('tabpanel', { name: 'AI 对话' });
    await transcript.locator('.ant-tag', { hasText: '命中风险规则' }).waitFor();
    await transcript.getByText('我 xiang si，不想再撑了', { exact: true }).waitFor();
    await screenshot(centre, 'ai-case-transcript');
  });

  it('a counsellor asks the staff assistant about the running screening and gets the progress page’s figures', async () => {
    const { browser, server } = product;
    const page = await signInConsole(browser, server.url, 'fudaoyuan');
    const menu = page.getByRole('menu').first();
    await menu.getByText('AI助手').click();
    await menu.getByText('AI对话').click();
    await page.getByText('这个班本学期的测评完成情况怎么样？').click();
    await page.getByRole('button', { name: /发\s*送/ }).click();
    await page.getByText('已查询：测评完成情况').waitFor();
    await page.getByText(/应测 \d+ 人，已完成 \d+ 人/).waitFor();
    await screenshot(page, 'ai-staff-assistant');
  });
});
