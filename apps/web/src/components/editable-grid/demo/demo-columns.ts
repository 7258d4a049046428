import { departRoutes, userRoutes } from '@xinmiao/shared';
import { api } from '../../../api/client.ts';
import { uploadFile } from '../../../api/upload.ts';
import type { GridColumn, GridRow } from '../types.ts';

const genders = [
  { value: '1', text: '男' },
  { value: '2', text: '女' },
];
const interests = [
  { value: 'read', text: '阅读' },
  { value: 'sport', text: '运动' },
  { value: 'music', text: '音乐' },
  { value: 'art', text: '美术' },
];

const users = () =>
  api(userRoutes.list, { query: { pageNo: 1, pageSize: 50 } }).then((page) =>
    page.records.map((u) => ({ value: u.username, text: u.realname })),
  );
const departs = () =>
  api(departRoutes.queryDepartTreeSync, { query: {} }).then((nodes) =>
    nodes.map((d) => ({ value: d.orgCode, text: d.departName })),
  );

/** One column of every editable type, pickers, the 用户选择 report popup and uploads backed by the real server. */
export const everyTypeColumns: GridColumn[] = [
  { key: 'name', title: '姓名', type: 'input', validateRules: [{ required: true, message: '请输入姓名' }] },
  {
    key: 'phone',
    title: '手机号',
    type: 'input',
    validateRules: [{ pattern: 'm', message: '请输入正确的手机号' }],
  },
  { key: 'score', title: '分数', type: 'inputNumber', width: 100, statistics: ['sum', 'average'] },
  { key: 'memo', title: '备注', type: 'textarea' },
  { key: 'note', title: '弹出输入', type: 'input_pop', placeholder: '点击输入' },
  { key: 'sex', title: '性别', type: 'select', width: 110, options: genders },
  { key: 'sex2', title: '性别(单选)', type: 'radio', options: genders },
  { key: 'hobby', title: '兴趣', type: 'select-multiple', options: interests },
  { key: 'hobby2', title: '兴趣(列表)', type: 'list_multi', options: interests },
  {
    key: 'city',
    title: '城市(搜索)',
    type: 'select-search',
    options: [
      { value: 'bj', text: '北京' },
      { value: 'sh', text: '上海' },
      { value: 'ty', text: '太原' },
    ],
  },
  {
    key: 'teacher',
    title: '老师(异步搜索)',
    type: 'sel_search_async',
    search: (text) =>
      api(userRoutes.list, { query: { pageNo: 1, pageSize: 10, realname: `*${text}*` } }).then((page) =>
        page.records.map((u) => ({ value: u.username, text: u.realname })),
      ),
  },
  { key: 'user', title: '用户', type: 'sel_user', loadOptions: users },
  { key: 'depart', title: '部门', type: 'sel_depart', loadOptions: departs },
  {
    key: 'leader',
    title: '负责人账号',
    type: 'popup',
    popupCode: 'user_select',
    orgFields: 'username,realname',
    destFields: 'leader,leaderName',
    sorter: 'realname=asc',
  },
  { key: 'leaderName', title: '负责人姓名', type: 'normal' },
  { key: 'day', title: '日期', type: 'date' },
  { key: 'at', title: '时间点', type: 'datetime' },
  { key: 'time', title: '时刻', type: 'time', width: 120 },
  { key: 'active', title: '启用', type: 'checkbox', width: 80, customValue: ['1', '0'] },
  { key: 'progress', title: '进度', type: 'progress', width: 140 },
  { key: 'tags', title: '标签', type: 'tags' },
  { key: 'photo', title: '照片', type: 'image', upload: (file) => uploadFile(file, 'temp') },
  { key: 'attachment', title: '附件', type: 'file', upload: (file) => uploadFile(file, 'temp') },
  { key: 'status', title: '状态', type: 'normal', width: 90 },
  { key: 'secret', title: '隐藏', type: 'hidden' },
  {
    key: 'level',
    title: '插槽',
    type: 'slot',
    width: 100,
    render: (row: GridRow) => (Number(row.score) >= 60 ? '及格' : '待提高'),
  },
];

export const everyTypeRows: GridRow[] = [
  {
    id: 'r1',
    name: '张晓',
    phone: '13912345678',
    score: 88,
    sex: '1',
    hobby: 'read,music',
    day: '2026-09-01',
    active: '1',
    progress: 60,
    tags: 'ab;cd',
    status: '在读',
  },
  {
    id: 'r2',
    name: '李萌',
    phone: '',
    score: 59,
    sex: '2',
    hobby: 'sport',
    day: '',
    active: '0',
    progress: 20,
    tags: '',
    status: '在读',
  },
];
