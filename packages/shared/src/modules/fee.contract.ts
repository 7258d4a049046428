import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { defineExportRoute } from '../list/define-export-route.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';

// 费用管理: the platform operator's service contracts with its schools. The operator keeps them
// (period, package, amount, invoices, payments); a contract's end sets the school's validity dates
// after a read-only grace period; a school sees its own contracts, read-only.

/** Days after the last contract ends in which the school is read-only (crisis work excepted). */
export const CONTRACT_GRACE_DAYS = 30;
/** Days before the end at which the reminder job tells the operator and the school (first, then last). */
export const CONTRACT_REMIND_DAYS = [30, 7] as const;

export const CONTRACT_PACKAGES = { basic: '基础版', standard: '标准版', premium: '旗舰版' } as const;
export type ContractPackage = keyof typeof CONTRACT_PACKAGES;
const packageCodes = Object.keys(CONTRACT_PACKAGES) as [ContractPackage, ...ContractPackage[]];

/** Payment state, derived from the amount paid when the contract is saved. */
export const CONTRACT_PAY_STATES = { unpaid: '未付款', partial: '部分付款', paid: '已付清' } as const;
export type ContractPayState = keyof typeof CONTRACT_PAY_STATES;
const payCodes = Object.keys(CONTRACT_PAY_STATES) as [ContractPayState, ...ContractPayState[]];

/** Where a contract stands today (China time), worked out on every read. */
export const CONTRACT_TERM_STATES = {
  pending: '未生效',
  active: '服务中',
  expiring: '即将到期',
  grace: '只读宽限期',
  ended: '已到期',
} as const;
export type ContractTermState = keyof typeof CONTRACT_TERM_STATES;

export const FEE_MESSAGES = {
  addOk: '添加成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  notFound: '未找到对应的服务合同',
  platformOnly: '服务合同由平台运营方管理，学校只能查看',
  schoolMissing: '所选学校不存在或已删除',
  overInvoiced: '发票金额合计不能超过合同金额',
  overPaid: '已付金额不能超过合同金额',
  /** A state-changing request of a school inside its grace period (crisis work excepted). */
  readOnly: (end: string, until: string) =>
    `学校服务合同已于 ${end} 到期，${until} 前为只读宽限期：可查看数据、处置危机个案，其他修改需续签合同后进行`,
} as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 yyyy-MM-dd');
/** Yuan with at most two decimals, as the contract's amounts are written. */
const yuan = (label: string) =>
  z
    .number({ error: `请输入${label}` })
    .min(0, `${label}不能为负数`)
    .max(99_999_999.99, `${label}过大`)
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), `${label}最多两位小数`);

export const contractInvoiceSchema = z.object({
  no: z.string().trim().min(1, '请输入发票号码').max(40, '发票号码最多 40 个字符'),
  amount: yuan('发票金额'),
  issuedOn: day,
});
export type ContractInvoice = z.infer<typeof contractInvoiceSchema>;

export const serviceContractSchema = z.object({
  id: z.string(),
  schoolId: z.number(),
  schoolName: z.string(),
  contractNo: z.string(),
  packageCode: z.enum(packageCodes),
  beginDate: z.string(),
  endDate: z.string(),
  amount: z.number(),
  paidAmount: z.number(),
  payState: z.enum(payCodes),
  invoices: z.array(contractInvoiceSchema),
  invoicedAmount: z.number(),
  termState: z.enum(Object.keys(CONTRACT_TERM_STATES) as [ContractTermState, ...ContractTermState[]]),
  /** Days from today to the end (negative once it has ended). */
  daysLeft: z.number(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type ServiceContract = z.infer<typeof serviceContractSchema>;

export const contractInput = z
  .object({
    schoolId: z.number({ error: '请选择学校' }).int().positive('请选择学校'),
    contractNo: z
      .string()
      .trim()
      .min(1, '请输入合同编号')
      .max(40, '合同编号最多 40 个字符')
      .regex(/^[A-Za-z0-9_-]+$/, '合同编号只能包含字母、数字、下划线和短横线'),
    packageCode: z.enum(packageCodes, { error: '请选择服务套餐' }),
    beginDate: day,
    endDate: day,
    amount: yuan('合同金额'),
    paidAmount: yuan('已付金额'),
    invoices: z.array(contractInvoiceSchema).max(20, '发票最多 20 张').default([]),
    remark: z.string().trim().max(500, '备注最多 500 个字符').nullish(),
  })
  .refine((c) => c.endDate >= c.beginDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });
export type ContractInput = z.input<typeof contractInput>;
export const contractEditInput = contractInput.and(z.object({ id: z.string().min(1).max(64) }));

/** A school's own view: its contracts and what they mean for its term today. */
export const schoolContractsSchema = z.object({
  contracts: z.array(serviceContractSchema),
  /** The last contract's end, or null when the school has none on record. */
  serviceEnd: z.string().nullable(),
  /** The day the school stops (service end + grace), or null. */
  accessEnd: z.string().nullable(),
  /** Today lies in the grace period: read-only but crisis work. */
  readOnly: z.boolean(),
});
export type SchoolContracts = z.infer<typeof schoolContractsSchema>;

const contractList = defineListRoute({
  path: '/saas/contract/list',
  access: 'statistics:fee:list',
  summary: '服务合同分页列表',
  record: serviceContractSchema,
  sort: ['createTime', 'endDate', 'beginDate', 'amount', 'contractNo'],
  filters: {
    contractNo: filter.text(),
    schoolId: filter.number(),
    packageCode: filter.text(z.enum(packageCodes).optional()),
    payState: filter.text(z.enum(payCodes).optional()),
  },
});

export const feeRoutes = {
  list: contractList,
  exportXls: defineExportRoute(contractList, {
    path: '/saas/contract/exportXls',
    access: 'statistics:fee:export',
    summary: '导出服务合同',
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/saas/contract/mine',
    access: 'statistics:fee:list',
    summary: '本校服务合同',
    response: schoolContractsSchema,
  }),
  schools: defineRoute({
    method: 'GET',
    path: '/saas/contract/schools',
    access: 'statistics:fee:list',
    summary: '可签约的学校',
    response: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/saas/contract/add',
    access: 'statistics:fee:add',
    summary: '添加服务合同',
    operation: '添加服务合同',
    body: contractInput,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/saas/contract/edit',
    access: 'statistics:fee:edit',
    summary: '编辑服务合同',
    operation: '编辑服务合同',
    body: contractEditInput,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/saas/contract/delete',
    access: 'statistics:fee:delete',
    summary: '删除服务合同',
    operation: '删除服务合同',
    query: z.object({ id: z.string().min(1, 'id 不能为空').max(64) }),
  }),
} as const;
