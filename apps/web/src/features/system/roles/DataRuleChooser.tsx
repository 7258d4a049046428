import { useQuery } from '@tanstack/react-query';
import { roleRoutes } from '@xinmiao/shared';
import { App, Button, Checkbox, Empty, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { useSaving } from '../../../components/use-saving.ts';

/** The data rules of one page that this role applies (JeecgBoot `/sys/role/datarule`). */
export function DataRuleChooser({
  roleId,
  page,
  onClose,
}: {
  roleId: string;
  page: { key: string; title: string } | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const { saving, whileSaving } = useSaving();
  const query = useQuery({
    queryKey: ['role-datarule', roleId, page?.key],
    enabled: page !== null,
    queryFn: () =>
      api(
        roleRoutes.dataRules,
        { params: { permissionId: page?.key ?? '', roleId } },
        { silent: true },
      ).catch((error: unknown) => {
        if (isApiError(error) && error.kind === 'business') return { datarule: [], drChecked: '' };
        throw error;
      }),
  });
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    setChosen((query.data?.drChecked ?? '').split(',').filter(Boolean));
  }, [query.data]);

  const save = () =>
    whileSaving(async () => {
      const reply = await api(roleRoutes.saveDataRules, {
        body: { permissionId: page?.key ?? '', roleId, dataRuleIds: chosen.join(',') },
      });
      message.success(typeof reply === 'string' ? reply : '保存成功');
      onClose();
    });

  const rules = query.data?.datarule ?? [];
  return (
    <Modal
      title={`数据规则：${page?.title ?? ''}`}
      open={page !== null}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={saving} disabled={rules.length === 0} onClick={save}>
          保存
        </Button>,
      ]}
    >
      {query.isLoading ? (
        <Spin />
      ) : rules.length === 0 ? (
        <Empty description="该菜单没有数据规则" />
      ) : (
        <Checkbox.Group
          value={chosen}
          onChange={(values) => setChosen(values)}
          options={rules.map((rule) => ({
            value: rule.id,
            label: `${rule.ruleName}（${rule.ruleColumn} ${rule.ruleConditions} ${rule.ruleValue}）`,
            disabled: rule.status !== '1',
          }))}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        />
      )}
    </Modal>
  );
}
