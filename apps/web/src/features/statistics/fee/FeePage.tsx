import { useQuery } from '@tanstack/react-query';
import {
  CONTRACT_PACKAGES,
  CONTRACT_PAY_STATES,
  feeRoutes,
  PLATFORM_TENANT_ID,
  type ServiceContract,
} from '@xinmiao/shared';
import { Alert, Card, Empty, Flex, Form, Input, Select, Table } from 'antd';
import { useAccess } from '../../../access/access-store.ts';
import { useSession } from '../../../access/session-store.ts';
import { api } from '../../../api/client.ts';
import { ExportButton } from '../../../components/import-export/ExportButton.tsx';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
import { ContractFormModal } from './ContractFormModal.tsx';
import { contractColumns, operatorColumns } from './columns.tsx';

/** 费用管理: the operator keeps every school's contracts; a school sees its own, read-only. */
export function FeePage() {
  return useSession().tenantid === PLATFORM_TENANT_ID ? <OperatorContracts /> : <SchoolContracts />;
}

function OperatorContracts() {
  const list = useListPage(feeRoutes.list, {
    queryKey: ['contracts'],
    search: { contractNo: 'like', packageCode: 'exact', payState: 'exact' },
    defaultSort: { column: 'endDate', order: 'asc' },
  });
  const records = useRecordDialog<ServiceContract>({
    queryKey: ['contracts'],
    list,
    remove: (row) => api(feeRoutes.delete, { query: { id: row.id } }),
  });
  const { can } = useAccess();
  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="contractNo" label="合同编号">
          <Input allowClear placeholder="请输入合同编号" />
        </Form.Item>
        <Form.Item name="packageCode" label="服务套餐">
          <Select
            allowClear
            style={{ width: 120 }}
            options={Object.entries(CONTRACT_PACKAGES).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="payState" label="付款状态">
          <Select
            allowClear
            style={{ width: 120 }}
            options={Object.entries(CONTRACT_PAY_STATES).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
      </ListSearchForm>
      <Flex gap={8} style={{ marginBottom: 16 }}>
        <AddButton permission="statistics:fee:add" onClick={records.create} />
        {can('statistics:fee:export') && (
          <ExportButton route={feeRoutes.exportXls} input={{ query: {} }} fileName="服务合同.xlsx" />
        )}
      </Flex>
      <Table
        {...list.tableProps}
        columns={operatorColumns({ can, edit: records.edit, remove: records.remove })}
        scroll={{ x: 1400 }}
      />
      <ContractFormModal {...records.dialog} />
    </Card>
  );
}

function SchoolContracts() {
  const mine = useQuery({ queryKey: ['contracts-mine'], queryFn: () => api(feeRoutes.mine) });
  const data = mine.data;
  const last = data?.contracts.find((c) => c.endDate === data.serviceEnd);
  return (
    <Card variant="borderless" title="本校服务合同">
      {data?.readOnly && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={`服务合同已于 ${data.serviceEnd} 到期，学校处于只读宽限期（至 ${data.accessEnd}）`}
          description="宽限期内可查看数据、继续处置危机个案，其他修改需续签后进行；宽限期满后学校账号停止使用。如需续签，请联系平台运营方。"
        />
      )}
      {!data?.readOnly && last?.termState === 'expiring' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`服务合同将于 ${last.endDate} 到期，还有 ${last.daysLeft} 天`}
          description="到期后学校进入 30 天只读宽限期。如需续签，请联系平台运营方。"
        />
      )}
      <Table
        rowKey="id"
        loading={mine.isLoading}
        dataSource={data?.contracts ?? []}
        columns={contractColumns().map((c) => ({ ...c, sorter: false }))}
        pagination={false}
        scroll={{ x: 1100 }}
        locale={{ emptyText: <Empty description="暂无服务合同记录，请联系平台运营方" /> }}
      />
    </Card>
  );
}
