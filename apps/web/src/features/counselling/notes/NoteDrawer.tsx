import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Booking, noteRoutes } from '@xinmiao/shared';
import { Alert, App, Button, Drawer, Empty, Input, Space, Tag, Timeline } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { BOOKINGS_KEY } from '../common/queries.ts';

/**
 * 咨询记录 of one session: its versions (signed ones locked), and for the treating counsellor the
 * draft editor, 签署, and 修订 of a signed note with a reason. Anyone else is refused by the server.
 */
export function NoteDrawer({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const bookingId = booking?.id ?? '';
  const key = ['counselling', 'note', bookingId];
  const notes = useQuery({
    queryKey: key,
    queryFn: () => api(noteRoutes.versions, { query: { bookingId } }),
    enabled: booking !== null,
    retry: false,
  });
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const versions = notes.data?.versions ?? [];
  const last = versions.at(-1);
  const draft = last && !last.signedTime ? last : null;
  const [content, setContent] = useState('');
  const [reason, setReason] = useState('');
  useEffect(() => {
    setContent(draft?.content ?? '');
    setReason('');
  }, [draft?.content]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
    ]);
  const save = () =>
    api(noteRoutes.save, { body: { bookingId, content, ...(reason ? { amendReason: reason } : {}) } })
      .then((reply) => {
        message.success(typeof reply === 'string' ? reply : '已保存');
        return refresh();
      })
      .catch(reportError);
  // The draft as typed is what gets signed: unsaved changes are saved first.
  const signNow = async () => {
    if (content !== draft?.content) {
      await api(noteRoutes.save, { body: { bookingId, content } });
    }
    const reply = await api(noteRoutes.sign, { body: { bookingId } });
    message.success(typeof reply === 'string' ? reply : '已签署');
    await refresh();
  };
  const sign = () =>
    modal.confirm({
      title: '签署这份咨询记录？',
      content: '签署后本版记录锁定，不能再修改；如需更正，只能填写修订原因另存新版本。',
      okText: '签署',
      cancelText: '取消',
      onOk: () => signNow().catch(reportError),
    });

  return (
    <Drawer
      title={booking ? `咨询记录：${booking.studentName} ${booking.slotStart.slice(0, 16)}` : ''}
      open={booking !== null}
      onClose={onClose}
      size="large"
      destroyOnHidden
    >
      {notes.isError ? (
        <Alert
          type="error"
          showIcon
          message={notes.error instanceof Error ? notes.error.message : '无法读取'}
        />
      ) : (
        <>
          {versions.length === 0 ? (
            <Empty description="尚无记录" />
          ) : (
            <Timeline
              items={versions.map((v) => ({
                color: v.signedTime ? 'green' : 'gray',
                children: (
                  <div>
                    <Space>
                      <strong>第 {v.version} 版</strong>
                      {v.signedTime ? (
                        <Tag color="green">
                          已签署 {v.signedBy} {v.signedTime}
                        </Tag>
                      ) : (
                        <Tag>草稿</Tag>
                      )}
                      {v.amendReason && <Tag color="orange">修订：{v.amendReason}</Tag>}
                    </Space>
                    <p style={{ whiteSpace: 'pre-wrap', marginTop: 8 }}>{v.content}</p>
                  </div>
                ),
              }))}
            />
          )}
          {notes.data?.canWrite && (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Input.TextArea
                aria-label="记录内容"
                rows={8}
                maxLength={20_000}
                value={content}
                placeholder={last?.signedTime ? '修订内容（将作为新版本，签署后锁定）' : '本次咨询的记录'}
                onChange={(e) => setContent(e.target.value)}
              />
              {last?.signedTime && !draft && (
                <Input
                  aria-label="修订原因"
                  maxLength={200}
                  placeholder="修订原因"
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
              )}
              <Space>
                <Button onClick={save} disabled={!content.trim()}>
                  {last?.signedTime && !draft ? '保存修订' : '保存草稿'}
                </Button>
                <Button
                  type="primary"
                  onClick={sign}
                  disabled={!content.trim() || (!draft && last !== undefined)}
                >
                  签署
                </Button>
              </Space>
            </Space>
          )}
        </>
      )}
    </Drawer>
  );
}
