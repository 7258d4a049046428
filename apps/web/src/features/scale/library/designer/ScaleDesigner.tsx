import { Form, type FormInstance, Input, Radio, Tabs } from 'antd';
import { DimensionsBandsTab } from './DimensionsBandsTab.tsx';
import { DesignerItemsTab } from './ItemsTab.tsx';
import { OptionsTab } from './OptionsTab.tsx';
import { WarningsTab } from './WarningsTab.tsx';

const YES_NO = [
  { value: true, label: '是' },
  { value: false, label: '否' },
];

export type DesignerTab = 'basic' | 'options' | 'items' | 'dimensions' | 'warnings' | 'json';

type Props = {
  form: FormInstance;
  tab: DesignerTab;
  onTab: (tab: DesignerTab) => void;
  jsonText: string;
  onJsonText: (text: string) => void;
};

/** 自定义量表 as a form, one tab per part; the raw JSON only under 高级（JSON）. */
export function ScaleDesigner({ form, tab, onTab, jsonText, onJsonText }: Props) {
  const career = Form.useWatch('career', form) as boolean | undefined;
  return (
    <Form form={form} layout="vertical">
      <Tabs
        activeKey={tab}
        onChange={(key) => onTab(key as DesignerTab)}
        items={[
          {
            key: 'basic',
            label: '基本信息',
            forceRender: true,
            children: (
              <>
                <Form.Item
                  name="code"
                  label="量表代码"
                  rules={[{ required: true, message: '请输入量表编码' }]}
                >
                  <Input placeholder="大写字母开头，如 SCHOOL_MOOD" style={{ maxWidth: 320 }} />
                </Form.Item>
                <Form.Item
                  name="name"
                  label="量表名称"
                  rules={[{ required: true, whitespace: true, message: '请输入量表名称' }]}
                >
                  <Input style={{ maxWidth: 420 }} />
                </Form.Item>
                <Form.Item name="version" label="版本号" extra="修改题目或计分规则时请填写新的版本号">
                  <Input style={{ maxWidth: 160 }} />
                </Form.Item>
                <Form.Item
                  name="career"
                  label="生涯问卷"
                  extra="生涯问卷可在生涯调查中选用，结果按生涯报告的可见范围查看，只显示各维度得分；它不是临床量表，不设预警规则和预警题，不会触发预警。"
                >
                  <Radio.Group
                    options={YES_NO}
                    onChange={(e) => {
                      if (e.target.value === true)
                        form.setFieldsValue({ clinical: false, warnings: [], alertItems: [] });
                    }}
                  />
                </Form.Item>
                <Form.Item
                  name="clinical"
                  label="临床量表"
                  extra="只有临床量表的结果会触发预警、进入危机预警队列；学生看不到临床量表的分数和因子名称。职业兴趣、性格等量表请选“否”，其预警规则不会生效。"
                >
                  <Radio.Group options={YES_NO} disabled={career === true} />
                </Form.Item>
              </>
            ),
          },
          { key: 'options', label: '选项与得分', forceRender: true, children: <OptionsTab /> },
          { key: 'items', label: '题目', forceRender: true, children: <DesignerItemsTab /> },
          { key: 'dimensions', label: '维度与分段', forceRender: true, children: <DimensionsBandsTab /> },
          { key: 'warnings', label: '预警规则', forceRender: true, children: <WarningsTab /> },
          {
            key: 'json',
            label: '高级（JSON）',
            children: (
              <Input.TextArea
                value={jsonText}
                onChange={(e) => onJsonText(e.target.value)}
                autoSize={{ minRows: 16, maxRows: 28 }}
                spellCheck={false}
                style={{ fontFamily: 'monospace', fontSize: 12 }}
                aria-label="量表定义 JSON"
              />
            ),
          },
        ]}
      />
    </Form>
  );
}
