import { useQuery } from '@tanstack/react-query';
import { STUDENT_STATUS, STUDENT_TYPES, studentRoutes } from '@xinmiao/shared';
import { Descriptions, Drawer, Table, Tabs } from 'antd';
import { api } from '../../../api/client.ts';
import { ReadPurposeInput } from '../common/ReadPurposeInput.tsx';

const text = (map: Record<string, string>, code: string | undefined) => (code ? (map[code] ?? code) : '');

/** One student: profile (an audited read), class history and "谁查看了我的数据". */
export function StudentDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useQuery({
    queryKey: ['school', 'student', id],
    queryFn: () => api(studentRoutes.queryById, { query: { id: id ?? '' } }),
    enabled: id !== null,
  });
  const transfers = useQuery({
    queryKey: ['school', 'student', id, 'transfers'],
    queryFn: () => api(studentRoutes.transfers, { query: { id: id ?? '' } }),
    enabled: id !== null,
  });
  const readers = useQuery({
    queryKey: ['school', 'student', id, 'readers'],
    queryFn: () => api(studentRoutes.readers, { query: { id: id ?? '' } }),
    enabled: id !== null,
  });
  const s = detail.data;
  return (
    <Drawer
      title={s ? `${s.name}（${s.studentNo}）` : '学生详情'}
      open={id !== null}
      onClose={onClose}
      width={640}
      extra={<ReadPurposeInput />}
    >
      <Tabs
        items={[
          {
            key: 'profile',
            label: '基本信息',
            children: s && (
              <Descriptions column={1} size="small" bordered>
                <Descriptions.Item label="班级">{s.classPath}</Descriptions.Item>
                <Descriptions.Item label="性别">
                  {s.sex === 1 ? '男' : s.sex === 2 ? '女' : ''}
                </Descriptions.Item>
                <Descriptions.Item label="出生日期">{s.birthday}</Descriptions.Item>
                <Descriptions.Item label="身份证号">{s.idCard}</Descriptions.Item>
                <Descriptions.Item label="手机号">{s.phone}</Descriptions.Item>
                <Descriptions.Item label="入学年份">{s.enrolYear}</Descriptions.Item>
                <Descriptions.Item label="学生类型">{text(STUDENT_TYPES, s.studentType)}</Descriptions.Item>
                <Descriptions.Item label="学籍状态">
                  {text(STUDENT_STATUS, s.studentStatus)}
                </Descriptions.Item>
                <Descriptions.Item label="监护人">
                  {[s.guardianName, s.guardianRelation, s.guardianPhone].filter(Boolean).join(' / ')}
                </Descriptions.Item>
                <Descriptions.Item label="答题账号">{s.username ?? '未开通'}</Descriptions.Item>
              </Descriptions>
            ),
          },
          {
            key: 'transfers',
            label: '转班记录',
            children: (
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={transfers.data ?? []}
                columns={[
                  { title: '时间', dataIndex: 'createTime', width: 160 },
                  { title: '原班级', dataIndex: 'fromClass' },
                  { title: '新班级', dataIndex: 'toClass' },
                  { title: '原因', dataIndex: 'reason' },
                ]}
              />
            ),
          },
          {
            key: 'readers',
            label: '谁查看了我的数据',
            children: (
              <Table
                size="small"
                rowKey="id"
                dataSource={readers.data ?? []}
                columns={[
                  { title: '时间', dataIndex: 'createTime', width: 160 },
                  { title: '查看人', dataIndex: 'reader', width: 100 },
                  { title: '内容', dataIndex: 'resource' },
                  { title: '查看目的', dataIndex: 'purpose', width: 140 },
                  { title: 'IP', dataIndex: 'ip', width: 120 },
                ]}
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
}
