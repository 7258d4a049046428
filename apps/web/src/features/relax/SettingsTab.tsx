import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type RelaxSettings, relaxRoutes } from '@xinmiao/shared';
import { App, Button, Form, InputNumber, Select, Skeleton } from 'antd';
import { useAccess } from '../../access/access-store.ts';
import { api } from '../../api/client.ts';
import { useLevelOptions } from '../../components/levels/use-levels.ts';

const SETTINGS_KEY = ['relax', 'settings'];

/** The school's mood-rule thresholds and the level of the signal each rule files. */
export function SettingsTab() {
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api(relaxRoutes.settings) });
  const levelOptions = useLevelOptions();
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  if (!settings.data) return <Skeleton active />;
  const save = async (values: RelaxSettings) => {
    await api(relaxRoutes.saveSettings, { body: values });
    message.success('保存成功');
    await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
  };
  return (
    <Form<RelaxSettings>
      layout="vertical"
      style={{ maxWidth: 520 }}
      initialValues={settings.data}
      disabled={!can('relax:setting:edit')}
      onFinish={(values) => void save(values)}
    >
      <Form.Item name="fallPoints" label="心情比前 7 天平均低多少分时提醒" extra="1–4 分">
        <InputNumber min={1} max={4} />
      </Form.Item>
      <Form.Item name="lowDays" label="连续多少天心情为 1 分时提醒" extra="2–7 天">
        <InputNumber min={2} max={7} />
      </Form.Item>
      <Form.Item name="fallLevel" label="心情下降或连续低落时的预警等级">
        <Select options={levelOptions} />
      </Form.Item>
      <Form.Item name="phraseLevel" label="备注出现风险表述时的预警等级">
        <Select options={levelOptions} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        保存
      </Button>
    </Form>
  );
}
