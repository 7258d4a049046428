import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { setupProduct } from './support/product.ts';
import { prepareStudentAccount, signInH5 } from './support/sign-in.ts';

const product = setupProduct();
const STUDENT = '20230101';
const STUDENT_PASSWORD = 'Xinmiao2026s';
const STUDENT_NEW_PASSWORD = 'Xinmiao2026r';

describe('减压星球 on a phone in Chromium', () => {
  it('a breathing session, the audio and an article, then a week of moods ending in a fall that shows help', async () => {
    const { browser, server } = product;
    await prepareStudentAccount(server.url, STUDENT, STUDENT_PASSWORD);
    const page = await signInH5(browser, server.url, {
      studentNo: STUDENT,
      password: STUDENT_PASSWORD,
      newPassword: STUDENT_NEW_PASSWORD,
    });
    await page.getByRole('button', { name: '减压星球' }).click();
    await page.getByRole('heading', { name: '减压星球' }).waitFor();

    // Box breathing, one round of four four-second phases.
    await page.getByText('箱式呼吸').click();
    await page.getByText('1 轮').click();
    await page.getByRole('button', { name: '开始练习' }).click();
    await page
      .getByRole('status')
      .getByText(/吸气 \d 秒/)
      .waitFor();
    await screenshot(page, 'relax-breathing', { fullPage: false });
    await page.getByText('练习完成：1 轮，用时 0:16').waitFor({ timeout: 30_000 });

    // The demo tones play from token-free media links that answer byte ranges.
    await page.getByText('音频', { exact: true }).click();
    const audio = page.locator('audio').first();
    await audio.waitFor({ state: 'attached' });
    const src = (await audio.getAttribute('src')) ?? '';
    expect(src).not.toContain('token');
    const status = await page.evaluate(
      async (url) => (await fetch(url, { headers: { range: 'bytes=0-3' } })).status,
      src,
    );
    expect(status).toBe(206);

    await page.getByText('文章', { exact: true }).click();
    await page.getByRole('button', { name: '考试前睡不着怎么办' }).click();
    await page.frameLocator('iframe[title="考试前睡不着怎么办"]').getByText('先接纳紧张').waitFor();
    await page.getByRole('button', { name: '返回文章列表' }).click();

    // A week of moods, oldest first: steady at 4, then today at 2.
    await page.getByText('心情', { exact: true }).click();
    await page.getByText('心情日记只有你自己能看到').waitFor();
    const moods = [4, 4, 5, 4, 4, 4, 2];
    for (const [i, mood] of moods.entries()) {
      const back = moods.length - 1 - i;
      await page.getByLabel('日期').locator('.ant-segmented-item').nth(back).click();
      // The radio input is hidden under its button: the student taps the button.
      await page
        .locator('.ant-radio-button-wrapper')
        .filter({ has: page.getByLabel(new RegExp(`^${mood} 分`)) })
        .click();
      await page.getByText(i % 2 === 0 ? '学习' : '睡眠', { exact: true }).click();
      if (back === 0) await page.getByLabel('备注').fill('这周考试太多，有点累');
      await page.getByRole('button', { name: '记录心情' }).click();
      await page
        .getByTestId('mood-days')
        .getByText(`已记录 ${i + 1} 天`)
        .waitFor();
    }
    await page.getByText('谢谢你愿意记录自己的感受').waitFor();
    await page.getByRole('link', { name: '12356' }).waitFor();
    await page.getByTestId('mood-trend').locator('canvas').waitFor();
    await screenshot(page, 'relax-mood-week');
    await page.getByRole('button', { name: '预约心理咨询' }).click();
    await page.waitForURL((u) => u.pathname === '/m/counselling');
  }, 240_000);
});
