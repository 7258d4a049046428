import { useQuery } from '@tanstack/react-query';
import { studentRoutes } from '@xinmiao/shared';
import { Card, Table } from 'antd';
import { api } from '../../../api/client.ts';

/** 谁查看了我的数据: shown to a student account; staff accounts have no student record. */
export function MyReadersCard() {
  const mine = useQuery({
    queryKey: ['school', 'student', 'myReaders'],
    queryFn: () => api(studentRoutes.myReaders),
  });
  if (!mine.data?.student) return null;
  return (
    <Card title="谁查看了我的数据" style={{ width: '100%' }}>
      <Table
        size="small"
        rowKey="id"
        loading={mine.isFetching}
        dataSource={mine.data.readers}
        scroll={{ x: 560 }}
        columns={[
          { title: '时间', dataIndex: 'createTime', width: 160 },
          { title: '查看人', dataIndex: 'reader', width: 100 },
          { title: '内容', dataIndex: 'resource' },
          { title: '查看目的', dataIndex: 'purpose', width: 140 },
        ]}
      />
    </Card>
  );
}
