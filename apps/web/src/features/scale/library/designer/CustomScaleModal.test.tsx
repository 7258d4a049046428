import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { scaleRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../../testing/fake-api.ts';
import { CustomScaleModal } from '../CustomScaleModal.tsx';
import { CUSTOM_SCALE_TEMPLATE } from '../custom-scale-template.ts';

afterEach(cleanup);

function show() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AppConfigProvider primaryColor="#1890FF">
        <CustomScaleModal editing={{ mode: 'add' }} onClose={() => {}} onSaved={() => {}} />
      </AppConfigProvider>
    </QueryClientProvider>,
  );
}

/** The radio group of a yes/no mark (生涯问卷 `career`, 临床量表 `clinical`) on 基本信息. */
function mark(field: 'career' | 'clinical'): HTMLElement {
  const group = document.getElementById(field);
  if (!group) throw new Error(`no ${field} mark`);
  return group;
}

describe('新增自定义量表 designer', () => {
  it('opens on the form with the template, not the JSON box', async () => {
    show();
    expect(((await screen.findByLabelText('量表名称')) as HTMLInputElement).value).toBe('自定义量表名称');
    expect(screen.queryByLabelText('量表定义 JSON')).toBeNull();
    expect(screen.getByRole('tab', { name: '高级（JSON）' })).toBeTruthy();
  });

  it('refuses to save the untouched template', async () => {
    const fake = fakeApi();
    show();
    await screen.findByLabelText('量表名称');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/这是未修改的示例模板/)).toBeTruthy();
    expect(fake.fetch).not.toHaveBeenCalled();
  });

  it('lists the engine problems in Chinese', async () => {
    show();
    fireEvent.change(await screen.findByLabelText('量表代码'), { target: { value: 'bad code' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/量表代码须为大写字母开头/)).toBeTruthy();
  });

  it('keeps form and JSON tab in step and saves an edited scale', async () => {
    const fake = fakeApi().on(scaleRoutes.add, '添加成功！');
    show();
    fireEvent.change(await screen.findByLabelText('量表代码'), { target: { value: 'SCHOOL_MOOD' } });
    fireEvent.click(screen.getByRole('tab', { name: '高级（JSON）' }));
    const box = (await screen.findByLabelText('量表定义 JSON')) as HTMLTextAreaElement;
    expect(box.value).toContain('"SCHOOL_MOOD"');
    fireEvent.change(box, { target: { value: box.value.replace('自定义量表名称', '本校情绪量表') } });
    fireEvent.click(screen.getByRole('tab', { name: '基本信息' }));
    expect(((await screen.findByLabelText('量表名称')) as HTMLInputElement).value).toBe('本校情绪量表');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(fake.calls(scaleRoutes.add)).toHaveLength(1));
    expect(fake.calls(scaleRoutes.add)[0]?.body).toMatchObject({ code: 'SCHOOL_MOOD', name: '本校情绪量表' });
  });

  it('shows the 临床量表 mark, clinical by default, and saves a scale marked not clinical', async () => {
    const fake = fakeApi().on(scaleRoutes.add, '添加成功！');
    show();
    fireEvent.change(await screen.findByLabelText('量表代码'), { target: { value: 'CAREER_FIT' } });
    const yes = within(mark('clinical')).getByRole('radio', { name: '是' }) as HTMLInputElement;
    expect(yes.checked).toBe(true);
    fireEvent.click(within(mark('clinical')).getByRole('radio', { name: '否' }));
    fireEvent.change(screen.getByLabelText('量表名称'), { target: { value: '职业适配量表' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(fake.calls(scaleRoutes.add)).toHaveLength(1));
    expect(fake.calls(scaleRoutes.add)[0]?.body).toMatchObject({ code: 'CAREER_FIT', clinical: false });
  });

  it('marks a 生涯问卷: not clinical, without the template’s warning rules', async () => {
    const fake = fakeApi().on(scaleRoutes.add, '添加成功！');
    show();
    fireEvent.change(await screen.findByLabelText('量表代码'), { target: { value: 'WORK_VALUES' } });
    fireEvent.change(screen.getByLabelText('量表名称'), { target: { value: '职业价值观问卷' } });
    fireEvent.click(within(mark('career')).getByRole('radio', { name: '是' }));
    const clinicalNo = within(mark('clinical')).getByRole('radio', { name: '否' }) as HTMLInputElement;
    await waitFor(() => expect(clinicalNo.checked).toBe(true));
    expect(clinicalNo.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(fake.calls(scaleRoutes.add)).toHaveLength(1));
    expect(fake.calls(scaleRoutes.add)[0]?.body).toMatchObject({
      code: 'WORK_VALUES',
      career: true,
      clinical: false,
      warnings: [],
      alertItems: [],
    });
  });

  const jsonBox = async () => (await screen.findByLabelText('量表定义 JSON')) as HTMLTextAreaElement;
  const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
  const card = (title: string) => {
    const found = screen.getByText(title).closest('.ant-card');
    if (!(found instanceof HTMLElement)) throw new Error(`no card ${title}`);
    return found;
  };
  /** Picks an option of the antd Select whose input has this label (the last such select in `scope`). */
  const choose = async (scope: HTMLElement, label: string, option: string) => {
    const inputs = within(scope).getAllByLabelText(label);
    const select = inputs[inputs.length - 1]?.closest('.ant-select');
    if (!select) throw new Error(`no select ${label}`);
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
    const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
    fireEvent.click(options[options.length - 1] as Element);
  };
  const typeNumber = (scope: HTMLElement, label: string, value: string) => {
    const inputs = within(scope).getAllByLabelText(label);
    const input = inputs[inputs.length - 1] as HTMLInputElement;
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  };

  it('shows compound conditions and item alerts from the JSON in the form, and round-trips them exactly', async () => {
    show();
    await screen.findByLabelText('量表名称');
    const compound = {
      ...CUSTOM_SCALE_TEMPLATE,
      code: 'PHQ_LIKE',
      warnings: [
        {
          id: 'mixed',
          description: '总分高或维度一高且第 2 题高',
          level: 2,
          basis: 'score',
          when: {
            any: [
              { metric: { kind: 'total' }, op: '>=', value: 10 },
              {
                all: [
                  { metric: { kind: 'factorMean', factor: '维度一' }, op: '>', value: 2.5 },
                  { metric: { kind: 'itemScore', item: 2 }, op: '==', value: 4 },
                ],
              },
            ],
          },
        },
      ],
      alertItems: [{ item: 3, when: { metric: { kind: 'itemScore', item: 3 }, op: '>', value: 0 } }],
    };
    openTab('高级（JSON）');
    const text = JSON.stringify(compound, null, 2);
    fireEvent.change(await jsonBox(), { target: { value: text } });
    openTab('预警规则');
    await screen.findByText('题目预警 1');
    const joiners = screen
      .getAllByLabelText('条件组关系')
      .map((input) => input.closest('.ant-select')?.textContent);
    expect(joiners).toEqual(['任一满足（或）', '全部满足（且）']);
    expect(screen.queryByText(/请在「高级（JSON）」中编辑/)).toBeNull();
    openTab('高级（JSON）');
    expect((await jsonBox()).value).toBe(text);
  });

  it('builds a compound rule and an item alert in the form, as the engine reads them', async () => {
    show();
    await screen.findByLabelText('量表名称');
    openTab('预警规则');
    fireEvent.click(screen.getAllByRole('button', { name: '改为条件组' })[0] as Element);
    fireEvent.click(await screen.findByRole('button', { name: /添加条件$/ }));
    const rule = card('预警规则 1');
    await choose(rule, '指标', '题目得分');
    typeNumber(rule, '题号', '2');
    await choose(rule, '比较', '大于');
    typeNumber(rule, '阈值', '0');
    await choose(rule, '条件组关系', '任一满足（或）');
    fireEvent.click(screen.getByRole('button', { name: /添加题目预警/ }));
    typeNumber(card('题目预警 2'), '题目预警 2 题号', '1');
    openTab('高级（JSON）');
    const json = JSON.parse((await jsonBox()).value);
    expect(json.warnings[0].when).toEqual({
      any: [
        { metric: { kind: 'total' }, op: '>=', value: 10 },
        { metric: { kind: 'itemScore', item: 2 }, op: '>', value: 0 },
      ],
    });
    expect(json.alertItems[1]).toEqual({
      item: 1,
      when: { metric: { kind: 'itemScore', item: 1 }, op: '>', value: 0 },
    });
  });

  it('stops saving with a Chinese message while a condition is incomplete', async () => {
    const fake = fakeApi();
    show();
    fireEvent.change(await screen.findByLabelText('量表代码'), { target: { value: 'SCHOOL_MOOD' } });
    openTab('预警规则');
    fireEvent.click(screen.getByRole('button', { name: /添加预警规则/ }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findAllByText('请输入阈值')).not.toHaveLength(0);
    expect(fake.fetch).not.toHaveBeenCalled();
  });
});
