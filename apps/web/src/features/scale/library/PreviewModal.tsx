import { useMutation, useQuery } from '@tanstack/react-query';
import { type ScaleDetail, scaleRoutes } from '@xinmiao/shared';
import { Alert, Button, Modal, Segmented, Space, Spin } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { OneByOneSheet, WholeSheet } from './AnswerSheetViews.tsx';
import { type AnswerSheet, collectAnswers } from './answer-sheet.ts';
import { ScoreResultView } from './ScoreResultView.tsx';
import { scaleDetailKey } from './scale-detail-key.ts';

type Mode = 'one' | 'all';

/** 预览: the sheet as a student sees it; submitting scores on the server and stores nothing. */
export function PreviewModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useQuery({
    queryKey: scaleDetailKey(id ?? ''),
    queryFn: () => api(scaleRoutes.queryById, { query: { id: id ?? '' } }),
    enabled: id !== null,
  });
  return (
    <Modal
      title={detail.data ? `预览：${detail.data.name}` : '预览'}
      open={id !== null}
      onCancel={onClose}
      footer={null}
      width={800}
      destroyOnHidden
    >
      {detail.data ? <PreviewBody detail={detail.data} /> : <Spin />}
    </Modal>
  );
}

function PreviewBody({ detail }: { detail: ScaleDetail }) {
  const [mode, setMode] = useState<Mode>('one');
  const [sheet, setSheet] = useState<AnswerSheet>([]);
  const [current, setCurrent] = useState(0);
  const [missing, setMissing] = useState<number | null>(null);
  const submit = useMutation({
    mutationFn: (answers: number[]) => api(scaleRoutes.previewScore, { body: { id: detail.id, answers } }),
  });

  const answer = (index: number, option: number) => {
    setSheet((s) => {
      const next = [...s];
      next[index] = option;
      return next;
    });
    setMissing(null);
  };
  const onSubmit = () => {
    const collected = collectAnswers(detail.items, sheet);
    if ('missing' in collected) {
      setMissing(collected.missing);
      setCurrent(collected.missing - 1);
      return;
    }
    submit.mutate(collected.answers);
  };
  const restart = () => {
    setSheet([]);
    setCurrent(0);
    submit.reset();
  };

  if (submit.data) {
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <ScoreResultView result={submit.data} />
        <Button onClick={restart}>重新作答</Button>
      </Space>
    );
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Segmented<Mode>
        value={mode}
        onChange={setMode}
        options={[
          { value: 'one', label: '逐题作答' },
          { value: 'all', label: '整卷作答' },
        ]}
      />
      {missing !== null && <Alert type="warning" showIcon title={`第 ${missing} 题还没有作答`} />}
      {mode === 'one' ? (
        <OneByOneSheet
          items={detail.items}
          sheet={sheet}
          current={current}
          onMove={setCurrent}
          onAnswer={answer}
        />
      ) : (
        <WholeSheet items={detail.items} sheet={sheet} onAnswer={answer} />
      )}
      <Button type="primary" block loading={submit.isPending} onClick={onSubmit}>
        提交并查看计分结果
      </Button>
    </Space>
  );
}
