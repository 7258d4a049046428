import { type MySheet, screeningAnswerRoutes } from '@xinmiao/shared';
import { Alert, Button, Card, Progress, Result, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { mobileApi } from '../mobile-session.ts';
import { mobileStyles } from '../mobile-styles.ts';
import { Autosaver, type SaveState } from './autosave.ts';
import { ConsentStep } from './ConsentStep.tsx';
import { SaveBadge } from './SaveBadge.tsx';
import {
  allRequiredAnswered,
  answeredCount,
  answerOf,
  flattenSheet,
  resumeAt,
  withAnswer,
} from './sheet-items.ts';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '操作失败，请重试';
}

/** One task: consent, then one item at a time with autosave, then submit. */
export function AnswerPage() {
  const { taskId = '' } = useParams();
  const navigate = useNavigate();
  const [sheet, setSheet] = useState<MySheet | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [position, setPosition] = useState(0);
  const [answers, setAnswers] = useState<MySheet['answers']>({});
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [reportIds, setReportIds] = useState<string[] | null>(null);
  const saver = useRef<Autosaver | null>(null);
  const items = useMemo(() => (sheet ? flattenSheet(sheet) : []), [sheet]);

  const load = useCallback(async () => {
    setError('');
    try {
      const loaded = await mobileApi(screeningAnswerRoutes.sheet, { query: { taskId } });
      const key = `XM_M_DRAFT_${taskId}`;
      const { draft, unsent } = Autosaver.restore(key, {
        answers: loaded.answers,
        revision: loaded.revision,
      });
      saver.current?.stop();
      saver.current = new Autosaver(
        key,
        draft,
        async (d) => {
          await mobileApi(screeningAnswerRoutes.save, {
            body: { taskId, revision: d.revision, answers: d.answers },
          });
        },
        setSaveState,
      );
      setSheet(loaded);
      setAnswers(draft.answers);
      setPosition(resumeAt(flattenSheet(loaded), draft.answers));
      if (loaded.attemptStatus === 'submitted') setReportIds(loaded.reportIds);
      else if (unsent && loaded.attemptStatus !== 'assigned') saver.current.resend();
    } catch (e) {
      setError(messageOf(e));
    }
  }, [taskId]);

  useEffect(() => {
    void load();
    return () => saver.current?.stop();
  }, [load]);

  const consent = async (agree: boolean, guardianAgreed: boolean) => {
    setBusy(true);
    try {
      await mobileApi(screeningAnswerRoutes.consent, { body: { taskId, agree, guardianAgreed } });
      await load();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const choose = (option: number) => {
    const item = items[position];
    if (!item || !saver.current) return;
    const next = withAnswer(answers, item, option);
    setAnswers(next);
    saver.current.update(next);
    if (position < items.length - 1) setPosition(position + 1);
  };

  const submit = async () => {
    setBusy(true);
    setError('');
    try {
      const result = await mobileApi(screeningAnswerRoutes.submit, { body: { taskId, answers } });
      saver.current?.finish();
      setReportIds(result.reportIds);
    } catch (e) {
      // A lost reply is safe to retry: the server stores a submission once and answers the same again.
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  if (reportIds) {
    return (
      <Result
        status="success"
        title="提交成功"
        subTitle="感谢你的认真作答。如需帮助，可以随时联系学校心理中心。"
        extra={[
          ...reportIds.map((id, i) => (
            <Link key={id} to={`/m/report/${id}`}>
              <Button type="primary">查看我的报告{reportIds.length > 1 ? ` ${i + 1}` : ''}</Button>
            </Link>
          )),
          <Button key="back" onClick={() => navigate('/m')}>
            返回我的测评
          </Button>,
        ]}
      />
    );
  }
  if (!sheet) {
    return error ? (
      <Alert
        type="warning"
        showIcon
        message={error}
        action={<Button onClick={() => void load()}>重试</Button>}
      />
    ) : (
      <Spin style={{ display: 'block', marginTop: 80 }} />
    );
  }
  if (sheet.attemptStatus === 'assigned' || sheet.attemptStatus === 'declined') {
    return (
      <>
        <h1 style={mobileStyles.title}>{sheet.name}</h1>
        {error && <Alert type="warning" showIcon message={error} />}
        <ConsentStep
          text={sheet.consentText}
          guardian={sheet.guardianConsent}
          declined={sheet.attemptStatus === 'declined'}
          busy={busy}
          onAnswer={(agree, guardian) => void consent(agree, guardian)}
        />
      </>
    );
  }

  const item = items[position];
  const chosen = item ? answerOf(answers, item) : null;
  const done = answeredCount(items, answers);
  const complete = allRequiredAnswered(items, answers);
  return (
    <>
      <div style={mobileStyles.header}>
        <Button type="link" onClick={() => navigate('/m')}>
          ‹ 我的测评
        </Button>
        <SaveBadge state={saveState} />
      </div>
      <Progress
        percent={Math.round((done / Math.max(1, items.length)) * 100)}
        format={() => `${done}/${items.length}`}
      />
      {error && <Alert type="warning" showIcon message={error} style={{ margin: '12px 0' }} />}
      {item && (
        <Card title={item.scaleTitle} style={{ marginTop: 12 }}>
          {item.instruction && (
            <Typography.Paragraph type="secondary" data-testid="scale-instruction">
              {item.instruction}
            </Typography.Paragraph>
          )}
          <div style={mobileStyles.item}>
            {item.number}. {item.text}
            {item.optional && '（可不答）'}
          </div>
          {item.options.map((label, i) => (
            <Button
              key={label}
              type={chosen === i + 1 ? 'primary' : 'default'}
              style={mobileStyles.option}
              onClick={() => choose(i + 1)}
            >
              {label}
            </Button>
          ))}
          <div style={mobileStyles.nav}>
            <Button
              style={mobileStyles.navButton}
              disabled={position === 0}
              onClick={() => setPosition(position - 1)}
            >
              上一题
            </Button>
            {position < items.length - 1 ? (
              <Button
                style={mobileStyles.navButton}
                disabled={chosen === null && !item.optional}
                onClick={() => setPosition(position + 1)}
              >
                下一题
              </Button>
            ) : (
              <Button
                type="primary"
                style={mobileStyles.navButton}
                disabled={!complete}
                loading={busy}
                onClick={() => void submit()}
              >
                提交
              </Button>
            )}
          </div>
        </Card>
      )}
    </>
  );
}
