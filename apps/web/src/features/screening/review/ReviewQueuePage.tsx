import { useQueryClient } from '@tanstack/react-query';
import { careerSurveyRoutes, REVIEW_STATUS, screeningTaskRoutes } from '@xinmiao/shared';
import { App, Card, Form, Input, Segmented, Table } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import type { RowAction } from '../../../components/list/RowActions.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { usePageQuery } from '../../../hooks/use-page-query.ts';
import { type ReviewRow, reviewColumns } from './columns.tsx';

const STATUSES = ['pending', 'valid', 'invalid'] as const;
type Status = (typeof STATUSES)[number];

/**
 * The optional review note, uncontrolled: it shows in a popover in the row and in a dialog on
 * phones, whose content does not re-render. Each question starts with an empty note.
 */
function NoteInput({ onChange }: { onChange: (note: string) => void }) {
  useEffect(() => onChange(''), [onChange]);
  return <Input onChange={(e) => onChange(e.target.value)} maxLength={500} />;
}

/**
 * The two queues of flagged sheets: the centre's (mental-health sheets, 心理测评 › 作废审核) and the
 * 生涯导师's (career sheets, a tab of 生涯调查, whose list parameters carry a prefix in the URL).
 */
const QUEUES = {
  screening: {
    list: screeningTaskRoutes.reviewQueue,
    decide: screeningTaskRoutes.review,
    code: 'screening:result:review',
    urlPrefix: '',
    taskTitle: '测评任务',
  },
  career: {
    list: careerSurveyRoutes.reviewQueue,
    decide: careerSurveyRoutes.review,
    code: 'career:result:review',
    urlPrefix: 'review_',
    taskTitle: '生涯调查',
  },
} as const;

export type ReviewQueueKind = keyof typeof QUEUES;

/** 作废审核: the centre's queue, a menu page of its own. */
export function ReviewQueuePage() {
  return <ReviewQueue kind="screening" />;
}

/** Sheets the validity rules marked invalid, kept as valid or confirmed void by the queue's reviewer. */
export function ReviewQueue({ kind }: { kind: ReviewQueueKind }) {
  const queue = QUEUES[kind];
  // The tab is in the URL beside the list's own parameters; a new tab starts at page 1.
  const [params, setParams] = usePageQuery();
  const statusKey = `${queue.urlPrefix}reviewStatus`;
  const asked = params.get(statusKey);
  const status: Status = STATUSES.find((s) => s === asked) ?? 'pending';
  const list = useListPage(queue.list, {
    queryKey: [kind, 'review', status],
    search: { keyWord: 'exact' },
    fixed: { reviewStatus: status },
    urlPrefix: queue.urlPrefix,
  });
  const showStatus = (next: Status) =>
    setParams((current) => {
      const shown = new URLSearchParams(current);
      shown.set(statusKey, next);
      shown.delete(`${queue.urlPrefix}pageNo`);
      return shown;
    });
  // A ref, not state: a dialog's OK keeps the handler it opened with, and must still read the note.
  const note = useRef('');
  const setNoteText = useCallback((text: string) => {
    note.current = text;
  }, []);
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const decide = (row: ReviewRow, decision: 'valid' | 'invalid') =>
    api(queue.decide, { body: { id: row.id, decision, note: note.current } })
      .then(() => {
        message.success('审核完成');
        list.afterDelete(1);
        return queryClient.invalidateQueries({ queryKey: [kind, 'review'] });
      })
      .catch(reportError);
  const noteField = <NoteInput onChange={setNoteText} />;
  const actions = (row: ReviewRow): RowAction[] =>
    status === 'pending' && can(queue.code)
      ? [
          {
            key: 'valid',
            label: '判为有效',
            confirm: '审核意见（可选）',
            confirmDetail: noteField,
            onClick: () => decide(row, 'valid'),
          },
          {
            key: 'invalid',
            label: '确认作废',
            danger: true,
            confirm: '确认作废这份答卷？',
            confirmDetail: noteField,
            onClick: () => decide(row, 'invalid'),
          },
        ]
      : [];
  return (
    <Card variant="borderless">
      <Segmented<Status>
        value={status}
        onChange={showStatus}
        options={STATUSES.map((value) => ({ value, label: REVIEW_STATUS[value] }))}
        style={{ marginBottom: 16 }}
      />
      <ListSearchForm list={list}>
        <Form.Item name="keyWord" label="学生">
          <Input allowClear placeholder="姓名或学号" maxLength={50} />
        </Form.Item>
      </ListSearchForm>
      <Table<ReviewRow>
        {...list.tableProps}
        columns={reviewColumns(actions, queue.taskTitle)}
        scroll={{ x: 1100 }}
      />
    </Card>
  );
}
