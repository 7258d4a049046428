import { QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LECTURE_MODES,
  type MyRegistration,
  type PublicLecture,
  parentLectureRoutes,
  SATISFACTION_LABELS,
} from '@xinmiao/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Rate,
  Result,
  Select,
  Space,
  Spin,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { queryClient } from '../../../api/query-client.ts';
import { usePageQuery } from '../../../hooks/use-page-query.ts';
import { ReplayVideo } from '../../course/lectures/ReplayModal.tsx';

/** Where this browser keeps the ticket of its registration for a lecture link. */
const ticketKey = (link: string) => `xinmiao.lecture.${link}`;

/**
 * 家长学堂报名: the page a guardian opens from the school's link or QR code. No account: the link
 * names the school and the lecture; after registering, this browser keeps the registration's
 * ticket for check-in, feedback and the replay.
 */
export function ParentLecturePage() {
  // A guardian's page renders outside the console layout, which is where the query client is provided.
  return (
    <QueryClientProvider client={queryClient}>
      <LecturePage />
    </QueryClientProvider>
  );
}

function LecturePage() {
  const [params] = usePageQuery();
  const link = params.get('t') ?? '';
  const [ticket, setTicket] = useState(() => (link ? localStorage.getItem(ticketKey(link)) : null));
  const info = useQuery({
    queryKey: ['parent-lecture', link],
    queryFn: () => api(parentLectureRoutes.info, { query: { t: link } }),
    enabled: link !== '' && ticket === null,
    retry: false,
  });
  const keep = (value: string) => {
    localStorage.setItem(ticketKey(link), value);
    setTicket(value);
  };
  return (
    <div style={{ maxWidth: 560, margin: '0 auto', padding: 16 }}>
      <Typography.Title level={3} style={{ textAlign: 'center' }}>
        家长学堂
      </Typography.Title>
      {!link ? (
        <Result status="warning" title="请通过学校提供的报名链接或二维码打开本页" />
      ) : ticket ? (
        <MyLecture ticket={ticket} onLost={() => setTicket(null)} />
      ) : info.isError ? (
        <Result status="warning" title={info.error.message} />
      ) : !info.data ? (
        <Spin />
      ) : (
        <>
          <LectureCard lecture={info.data} />
          <RegisterForm link={link} lecture={info.data} onRegistered={keep} />
        </>
      )}
    </div>
  );
}

function LectureCard({ lecture }: { lecture: PublicLecture }) {
  return (
    <Card title={lecture.title} style={{ marginBottom: 16 }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="主讲人">{lecture.speaker}</Descriptions.Item>
        <Descriptions.Item label="时间">
          {dayjs(lecture.startTime).format('YYYY-MM-DD HH:mm')}–{dayjs(lecture.endTime).format('HH:mm')}
        </Descriptions.Item>
        <Descriptions.Item label="形式">{LECTURE_MODES[lecture.mode]}</Descriptions.Item>
        {lecture.place && <Descriptions.Item label="地点">{lecture.place}</Descriptions.Item>}
        <Descriptions.Item label="名额">
          已报名 {lecture.registered} / {lecture.capacity}
        </Descriptions.Item>
      </Descriptions>
      {lecture.summary && (
        <Typography.Paragraph style={{ marginTop: 8 }}>{lecture.summary}</Typography.Paragraph>
      )}
    </Card>
  );
}

type RegisterValues = { guardianName: string; mobile: string; gradeId: string; smsCode?: string };

function RegisterForm({
  link,
  lecture,
  onRegistered,
}: {
  link: string;
  lecture: PublicLecture;
  onRegistered: (ticket: string) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RegisterValues>();
  const sms = useMutation({
    mutationFn: (mobile: string) => api(parentLectureRoutes.sms, { body: { t: link, mobile } }),
    onSuccess: (text) => message.success(String(text)),
    onError: (error) => message.error(error.message),
  });
  const register = useMutation({
    mutationFn: (values: RegisterValues) =>
      api(parentLectureRoutes.register, { body: { t: link, ...values } }),
    onSuccess: (result) => onRegistered(result.ticket),
    onError: (error) => message.error(error.message),
  });
  if (lecture.status !== '1') return <Alert type="info" showIcon message="本讲座当前不接受报名" />;
  if (lecture.registered >= lecture.capacity) return <Alert type="info" showIcon message="名额已满" />;
  return (
    <Card title="报名">
      <Form form={form} layout="vertical" onFinish={(values) => register.mutate(values)}>
        <Form.Item
          name="guardianName"
          label="家长姓名"
          rules={[{ required: true, whitespace: true, message: '请输入家长姓名' }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="mobile"
          label="手机号"
          rules={[
            { required: true, message: '请输入手机号' },
            { pattern: /^1[3-9]\d{9}$/, message: '请输入正确手机号' },
          ]}
        >
          <Input maxLength={11} inputMode="tel" />
        </Form.Item>
        <Form.Item
          name="gradeId"
          label="孩子所在年级"
          rules={[{ required: true, message: '请选择孩子所在年级' }]}
        >
          <Select
            options={lecture.grades.map((g) => ({ value: g.id, label: g.name }))}
            placeholder="请选择"
          />
        </Form.Item>
        {lecture.smsRequired && (
          <Form.Item label="短信验证码" required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="smsCode" noStyle rules={[{ required: true, message: '请输入短信验证码' }]}>
                <Input maxLength={6} inputMode="numeric" />
              </Form.Item>
              <Button
                loading={sms.isPending}
                onClick={() =>
                  form.validateFields(['mobile']).then(
                    ({ mobile }) => sms.mutate(mobile),
                    () => undefined,
                  )
                }
              >
                获取验证码
              </Button>
            </Space.Compact>
          </Form.Item>
        )}
        <Typography.Paragraph type="secondary">
          手机号仅用于本次讲座的报名与签到，讲座结束后按学校规定的期限删除。
          {!lecture.smsRequired && '到场后请输入现场公布的签到码完成签到。'}
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" block loading={register.isPending}>
          提交报名
        </Button>
      </Form>
    </Card>
  );
}

function MyLecture({ ticket, onLost }: { ticket: string; onLost: () => void }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const mine = useQuery({
    queryKey: ['parent-lecture', 'mine', ticket],
    queryFn: () => api(parentLectureRoutes.mine, { query: { ticket } }),
    retry: false,
  });
  const [showReplay, setShowReplay] = useState(false);
  const replay = useQuery({
    queryKey: ['parent-lecture', 'replay', ticket],
    queryFn: () => api(parentLectureRoutes.replay, { query: { ticket } }),
    enabled: showReplay,
  });
  const done = (text: unknown) => {
    message.success(String(text));
    void client.invalidateQueries({ queryKey: ['parent-lecture', 'mine', ticket] });
  };
  const checkIn = useMutation({
    mutationFn: (code: string) => api(parentLectureRoutes.checkIn, { body: { ticket, code } }),
    onSuccess: done,
    onError: (error) => message.error(error.message),
  });
  const feedback = useMutation({
    mutationFn: (values: { satisfaction: number; comment: string }) =>
      api(parentLectureRoutes.feedback, { body: { ticket, ...values } }),
    onSuccess: done,
    onError: (error) => message.error(error.message),
  });
  if (mine.isError)
    return (
      <Result
        status="warning"
        title={mine.error.message}
        extra={<Button onClick={onLost}>重新报名</Button>}
      />
    );
  const data: MyRegistration | undefined = mine.data;
  if (!data) return <Spin />;
  return (
    <>
      <LectureCard lecture={data.lecture} />
      <Alert
        type="success"
        showIcon
        style={{ marginBottom: 16 }}
        message={`${data.guardianName}，您已报名本讲座`}
      />
      {!data.checkedIn ? (
        <Card title="签到">
          <Form layout="inline" onFinish={(v: { code: string }) => checkIn.mutate(v.code)}>
            <Form.Item
              name="code"
              rules={[{ required: true, pattern: /^\d{6}$/, message: '签到码为 6 位数字' }]}
            >
              <Input maxLength={6} inputMode="numeric" placeholder="现场公布的签到码" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={checkIn.isPending}>
              签到
            </Button>
          </Form>
        </Card>
      ) : (
        <Card title="讲座反馈">
          <Form
            layout="vertical"
            initialValues={{ satisfaction: data.satisfaction ?? undefined, comment: data.comment }}
            onFinish={(v: { satisfaction: number; comment?: string }) =>
              feedback.mutate({ satisfaction: v.satisfaction, comment: v.comment ?? '' })
            }
          >
            <Form.Item
              name="satisfaction"
              label="满意度"
              rules={[{ required: true, message: '请选择满意度' }]}
            >
              <Rate tooltips={[1, 2, 3, 4, 5].map((n) => SATISFACTION_LABELS[n] ?? '')} />
            </Form.Item>
            <Form.Item name="comment" label="意见建议">
              <Input.TextArea maxLength={500} rows={3} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={feedback.isPending}>
              {data.satisfaction === null ? '提交反馈' : '修改反馈'}
            </Button>
          </Form>
        </Card>
      )}
      {data.hasReplay && (
        <Card title="讲座回放" style={{ marginTop: 16 }}>
          {!showReplay ? (
            <Button onClick={() => setShowReplay(true)}>观看回放</Button>
          ) : replay.data ? (
            <ReplayVideo replay={replay.data} />
          ) : (
            <Spin />
          )}
        </Card>
      )}
    </>
  );
}
