import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COURSE_MESSAGES,
  COURSE_RULE_SOURCES,
  type CourseRecord,
  type CourseRule,
  courseRoutes,
} from '@xinmiao/shared';
import { Alert, App, Button, Form, Modal, Popconfirm, Select, Space, Table } from 'antd';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';

type Source = keyof typeof COURSE_RULE_SOURCES;
const SOURCE_OPTIONS = Object.entries(COURSE_RULE_SOURCES).map(([value, label]) => ({ value, label }));
const LEVEL_OPTIONS = [1, 2, 3].map((value) => ({ value, label: `${value} 级及以上` }));

/**
 * 自动分配规则: the centre picks a screening band or a crisis level; students at or above it are
 * assigned now and at each publication. Only how many a rule assigned shows here, never who, and
 * no student, teacher or classmate sees why a student takes the course.
 */
export function RulesModal({ course, onClose }: { course: CourseRecord | null; onClose: () => void }) {
  const queryKey = ['courses', 'rules', course?.id];
  const rules = useQuery({
    queryKey,
    queryFn: () => api(courseRoutes.ruleList, { query: { id: course?.id ?? '' } }),
    enabled: course !== null,
  });
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey });
  const { message } = App.useApp();
  const [form] = Form.useForm<{ source: Source; minLevel: number }>();
  const add = async () => {
    const values = await form.validateFields();
    const count = await api(courseRoutes.ruleAdd, { body: { courseId: course?.id ?? '', ...values } });
    message.success(`${COURSE_MESSAGES.assignOk}（${count} 名学生）`);
    form.resetFields();
    await reload();
  };
  const remove = (rule: CourseRule) =>
    api(courseRoutes.ruleDelete, { query: { id: rule.id } })
      .then((reply) => {
        message.success(typeof reply === 'string' ? reply : COURSE_MESSAGES.ruleDeleted);
        return reload();
      })
      .catch(reportError);
  return (
    <Modal
      open={course !== null}
      title={`自动分配规则：${course?.title ?? ''}`}
      footer={null}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="分配原因只有心理中心可见：学生、班主任和同学都看不到学生因何被分配。"
      />
      <Form form={form} layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item name="source" label="依据" rules={[{ required: true, message: '请选择依据' }]}>
          <Select options={SOURCE_OPTIONS} style={{ width: 160 }} placeholder="请选择" />
        </Form.Item>
        <Form.Item name="minLevel" label="等级" rules={[{ required: true, message: '请选择等级' }]}>
          <Select options={LEVEL_OPTIONS} style={{ width: 140 }} placeholder="请选择" />
        </Form.Item>
        <Button type="primary" onClick={() => void add().catch(reportError)}>
          添加规则
        </Button>
      </Form>
      <Table<CourseRule>
        rowKey="id"
        size="small"
        loading={rules.isLoading}
        dataSource={rules.data ?? []}
        pagination={false}
        columns={[
          {
            title: '依据',
            dataIndex: 'source',
            render: (s: string) => COURSE_RULE_SOURCES[s as Source] ?? s,
          },
          { title: '等级', dataIndex: 'minLevel', render: (n: number) => `${n} 级及以上` },
          { title: '按规则分配人数', dataIndex: 'assigned', width: 130 },
          { title: '创建时间', dataIndex: 'createTime', width: 170 },
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_: unknown, rule) => (
              <Space>
                <Popconfirm title="删除这条规则？已分配的学生保留课程。" onConfirm={() => remove(rule)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Modal>
  );
}
