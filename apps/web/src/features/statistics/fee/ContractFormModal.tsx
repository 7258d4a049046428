import { useQuery } from '@tanstack/react-query';
import {
  CONTRACT_PACKAGES,
  type ContractInput,
  type ContractPackage,
  feeRoutes,
  type ServiceContract,
} from '@xinmiao/shared';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { api } from '../../../api/client.ts';
import type { RecordDialogProps } from '../../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

type InvoiceValues = { no: string; amount: number; issuedOn: Dayjs };
type Values = {
  schoolId: number;
  contractNo: string;
  packageCode: ContractPackage;
  term: [Dayjs, Dayjs];
  amount: number;
  paidAmount: number;
  invoices: InvoiceValues[];
  remark?: string | null;
};

const day = (d: Dayjs) => d.format('YYYY-MM-DD');

function valuesOf(editing: ServiceContract | null): Partial<Values> {
  if (!editing) return { packageCode: 'standard', paidAmount: 0, invoices: [] };
  return {
    schoolId: editing.schoolId,
    contractNo: editing.contractNo,
    packageCode: editing.packageCode,
    term: [dayjs(editing.beginDate), dayjs(editing.endDate)],
    amount: editing.amount,
    paidAmount: editing.paidAmount,
    invoices: editing.invoices.map((i) => ({ ...i, issuedOn: dayjs(i.issuedOn) })),
    remark: editing.remark,
  };
}

/** 新增 / 编辑 a 服务合同 (the operator's): school, period, package, amount, invoices and payment. */
export function ContractFormModal(dialog: RecordDialogProps<ServiceContract>) {
  const { editing } = dialog;
  const schools = useQuery({
    queryKey: ['contract-schools'],
    queryFn: () => api(feeRoutes.schools),
    enabled: dialog.open,
  });
  const save = (values: Values) => {
    const body: ContractInput = {
      schoolId: values.schoolId,
      contractNo: values.contractNo.trim(),
      packageCode: values.packageCode,
      beginDate: day(values.term[0]),
      endDate: day(values.term[1]),
      amount: values.amount,
      paidAmount: values.paidAmount,
      invoices: (values.invoices ?? []).map((i) => ({
        no: i.no.trim(),
        amount: i.amount,
        issuedOn: day(i.issuedOn),
      })),
      remark: values.remark ?? null,
    };
    return editing
      ? api(feeRoutes.edit, { body: { ...body, id: editing.id } })
      : api(feeRoutes.add, { body });
  };

  return (
    <RecordFormModal<Values>
      {...dialog}
      initialValues={() => valuesOf(editing)}
      save={save}
      width={760}
      inlineRefusal
    >
      <Form.Item name="schoolId" label="学校" rules={[{ required: true, message: '请选择学校' }]}>
        <Select
          showSearch
          optionFilterProp="label"
          placeholder="请选择学校"
          loading={schools.isLoading}
          options={(schools.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </Form.Item>
      <Form.Item
        name="contractNo"
        label="合同编号"
        rules={[
          { required: true, whitespace: true, message: '请输入合同编号' },
          { pattern: /^[A-Za-z0-9_-]+$/, message: '合同编号只能包含字母、数字、下划线和短横线' },
        ]}
      >
        <Input maxLength={40} placeholder="如 XM-2026-001" />
      </Form.Item>
      <Form.Item name="packageCode" label="服务套餐" rules={[{ required: true, message: '请选择服务套餐' }]}>
        <Select options={Object.entries(CONTRACT_PACKAGES).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item
        name="term"
        label="服务期"
        rules={[{ required: true, message: '请选择服务期' }]}
        extra="到期后学校有 30 天只读宽限期（可查看数据、处置危机个案），宽限期满后学校账号停止使用"
      >
        <DatePicker.RangePicker />
      </Form.Item>
      <Form.Item name="amount" label="合同金额（元）" rules={[{ required: true, message: '请输入合同金额' }]}>
        <InputNumber min={0} max={99_999_999.99} precision={2} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="paidAmount"
        label="已付金额（元）"
        rules={[{ required: true, message: '请输入已付金额' }]}
      >
        <InputNumber min={0} max={99_999_999.99} precision={2} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="发票">
        <Form.List name="invoices">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item
                    name={[field.name, 'no']}
                    rules={[{ required: true, whitespace: true, message: '请输入发票号码' }]}
                  >
                    <Input maxLength={40} placeholder="发票号码" aria-label="发票号码" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'amount']}
                    rules={[{ required: true, message: '请输入发票金额' }]}
                  >
                    <InputNumber min={0} precision={2} placeholder="金额（元）" aria-label="发票金额" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'issuedOn']}
                    rules={[{ required: true, message: '请选择开票日期' }]}
                  >
                    <DatePicker placeholder="开票日期" aria-label="开票日期" />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    删除
                  </Button>
                </Space>
              ))}
              <Button type="dashed" onClick={() => add()} disabled={fields.length >= 20}>
                添加发票
              </Button>
            </>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </RecordFormModal>
  );
}
