import { useQuery } from '@tanstack/react-query';
import {
  LECTURE_MODES,
  LECTURE_RETENTION_DAYS,
  LECTURE_STATUSES,
  type LectureRecord,
  type LectureSetting,
  lectureRoutes,
} from '@xinmiao/shared';
import {
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { editDeleteColumn } from '../../../components/list/edit-delete-column.tsx';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { LectureFormModal } from './LectureFormModal.tsx';
import { LinkModal } from './LinkModal.tsx';
import { RegistrationsDrawer } from './RegistrationsDrawer.tsx';
import { ReplayModal } from './ReplayModal.tsx';

const STATUS_COLORS = { '0': 'default', '1': 'green', '2': 'orange' } as const;

/** 家长学堂: lectures for guardians, their registration link and QR code, attendance, feedback and replay. */
export function LecturesPage() {
  const list = useListPage(lectureRoutes.list, {
    queryKey: ['lectures', 'list'],
    search: { title: 'like', speaker: 'like', status: 'exact', mode: 'exact' },
    defaultSort: { column: 'startTime', order: 'desc' },
  });
  const records = useRecordDialog<LectureRecord>({
    queryKey: ['lectures', 'list'],
    list,
    remove: (row) => api(lectureRoutes.delete, { query: { id: row.id } }),
  });
  const { can } = useAccess();
  const [registrations, setRegistrations] = useState<LectureRecord | null>(null);
  const [link, setLink] = useState<LectureRecord | null>(null);
  const [replay, setReplay] = useState<LectureRecord | null>(null);
  const [settings, setSettings] = useState(false);
  const columns: TableColumnsType<LectureRecord> = [
    { title: '讲座主题', dataIndex: 'title', width: 220, ellipsis: true },
    {
      title: '形式',
      dataIndex: 'mode',
      width: 70,
      render: (v: keyof typeof LECTURE_MODES) => LECTURE_MODES[v],
    },
    { title: '主讲人', dataIndex: 'speaker', width: 130 },
    {
      title: '时间',
      dataIndex: 'startTime',
      width: 170,
      sorter: true,
      render: (v: string, row) =>
        `${dayjs(v).format('YYYY-MM-DD HH:mm')}–${dayjs(row.endTime).format('HH:mm')}`,
    },
    {
      title: '面向年级',
      dataIndex: 'gradeNames',
      width: 180,
      ellipsis: true,
      render: (v: string[]) => v.join('、'),
    },
    { title: '报名', dataIndex: 'registered', width: 90, render: (v: number, row) => `${v}/${row.capacity}` },
    { title: '签到', dataIndex: 'attended', width: 70 },
    { title: '满意度', dataIndex: 'satisfaction', width: 80, render: (v: number | null) => v ?? '—' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (v: keyof typeof LECTURE_STATUSES) => <Tag color={STATUS_COLORS[v]}>{LECTURE_STATUSES[v]}</Tag>,
    },
    ...editDeleteColumn(
      'course:lecture',
      { can, edit: records.edit, remove: records.remove },
      {
        width: 230,
        extra: (row) => [
          { key: 'registrations', label: '报名与签到', onClick: () => setRegistrations(row) },
          { key: 'link', label: '报名链接', onClick: () => setLink(row) },
          ...(row.replayFileId ? [{ key: 'replay', label: '回放', onClick: () => setReplay(row) }] : []),
        ],
      },
    ),
  ];
  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="title" label="讲座主题">
          <Input allowClear placeholder="请输入讲座主题" />
        </Form.Item>
        <Form.Item name="speaker" label="主讲人">
          <Input allowClear placeholder="请输入主讲人" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            placeholder="请选择"
            style={{ width: 140 }}
            options={Object.entries(LECTURE_STATUSES).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
      </ListSearchForm>
      <Space style={{ marginBottom: 16 }}>
        <AddButton permission="course:lecture:add" onClick={records.create} />
        {can('course:lecture:edit') && <Button onClick={() => setSettings(true)}>家长信息保留</Button>}
      </Space>
      <Table {...list.tableProps} columns={columns} scroll={{ x: 1400 }} />
      <LectureFormModal {...records.dialog} />
      <RegistrationsDrawer lecture={registrations} onClose={() => setRegistrations(null)} />
      <LinkModal lecture={link} onClose={() => setLink(null)} />
      <ReplayModal lecture={replay} onClose={() => setReplay(null)} />
      <SettingsModal open={settings} onClose={() => setSettings(false)} />
    </Card>
  );
}

/** How long guardians' names and numbers are kept after a lecture (the retention job erases them). */
function SettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const current = useQuery({
    queryKey: ['lectures', 'setting'],
    queryFn: () => api(lectureRoutes.setting),
    enabled: open,
  });
  return (
    <RecordFormModal<LectureSetting>
      editing={null}
      title="家长信息保留"
      open={open && current.data !== undefined}
      initialValues={() => current.data ?? { retentionDays: LECTURE_RETENTION_DAYS.default }}
      save={(body) => api(lectureRoutes.saveSetting, { body })}
      onClose={onClose}
      onSaved={() => {
        void current.refetch();
        onClose();
      }}
      labelSpan={7}
    >
      <Form.Item
        name="retentionDays"
        label="讲座结束后保留"
        extra="到期后每天凌晨清除家长姓名和手机号，报名、签到和满意度统计保留"
        rules={[{ required: true, message: '请输入保留天数' }]}
      >
        <InputNumber
          min={LECTURE_RETENTION_DAYS.min}
          max={LECTURE_RETENTION_DAYS.max}
          precision={0}
          addonAfter="天"
        />
      </Form.Item>
    </RecordFormModal>
  );
}
