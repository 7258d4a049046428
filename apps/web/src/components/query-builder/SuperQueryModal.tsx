import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Col, Empty, Input, List, Modal, Row, Select, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { ConditionLine } from './ConditionLine.tsx';
import { readSavedQueries, upsertQuery, writeSavedQueries } from './saved-queries.ts';
import {
  type Condition,
  defaultLine,
  type MatchType,
  type QueryField,
  runProblem,
  type SavedQuery,
  SUPER_QUERY_MESSAGES,
  saveProblem,
  toSuperQuery,
  withDefaultLine,
} from './super-query-model.ts';

type Line = { key: number; condition: Condition };

export type SuperQuery = { superQueryParams: string; superQueryMatchType: MatchType };

type Props = {
  open: boolean;
  fields: readonly QueryField[];
  /** Names this list's saved queries in local storage (a code or the page path). */
  saveCode: string;
  onClose: () => void;
  onSearch: (query: SuperQuery | null) => void;
};

/** 高级查询构造器 (spec §4, §5): conditions, AND/OR, saved queries. Width 1000 (spec §9). */
export function SuperQueryModal({ open, fields, saveCode, onClose, onSearch }: Props) {
  const { message, modal } = App.useApp();
  const nextKey = useRef(0);
  const keyed = (list: readonly Condition[]): Line[] =>
    withDefaultLine(list).map((condition) => ({ key: nextKey.current++, condition }));
  const [lines, setLines] = useState<Line[]>(() => keyed([]));
  const conditions = lines.map((line) => line.condition);
  const [matchType, setMatchType] = useState<MatchType>('and');
  const [saved, setSaved] = useState<SavedQuery[]>(() => readSavedQueries(saveCode));
  const [saveTitle, setSaveTitle] = useState('');

  const update = (key: number, next: Condition) =>
    setLines((all) => all.map((line) => (line.key === key ? { key, condition: next } : line)));
  const addAfter = (key: number) =>
    setLines((all) => {
      const at = all.findIndex((line) => line.key === key) + 1;
      return [...all.slice(0, at), { key: nextKey.current++, condition: defaultLine() }, ...all.slice(at)];
    });
  const remove = (key: number) =>
    setLines((all) => {
      const rest = all.filter((line) => line.key !== key);
      return rest.length ? rest : keyed([]);
    });

  const run = () => {
    const problem = runProblem(conditions);
    if (problem) return void message.warning(problem);
    onSearch(toSuperQuery(conditions, matchType, fields));
    onClose();
  };
  const reset = () => {
    setLines(keyed([]));
    setMatchType('and');
    onSearch(null);
  };
  const store = (next: SavedQuery[]) => {
    writeSavedQueries(saveCode, next);
    setSaved(next);
  };
  const save = () => {
    const problem = saveProblem(saveTitle, conditions);
    if (problem) return void message.warning(problem);
    const entry: SavedQuery = { title: saveTitle.trim(), matchType, records: conditions };
    const done = () => {
      store(upsertQuery(saved, entry));
      message.success('保存成功');
    };
    if (!saved.some((q) => q.title === entry.title)) return done();
    modal.confirm({ title: '提示', content: SUPER_QUERY_MESSAGES.overwrite(entry.title), onOk: done });
  };
  const load = (query: SavedQuery) => {
    setLines(keyed(query.records));
    setMatchType(query.matchType);
    setSaveTitle(query.title);
  };
  const drop = (query: SavedQuery) =>
    modal.confirm({
      title: '提示',
      content: SUPER_QUERY_MESSAGES.confirmDelete,
      onOk: () => store(saved.filter((q) => q.title !== query.title)),
    });

  return (
    <Modal
      open={open}
      title="高级查询构造器"
      width={1000}
      onCancel={onClose}
      footer={
        <Space wrap>
          <Input
            aria-label="保存名称"
            placeholder="保存名称"
            value={saveTitle}
            onChange={(e) => setSaveTitle(e.target.value)}
            style={{ width: 180 }}
          />
          <Button onClick={save}>保存查询</Button>
          <Button onClick={reset}>重置</Button>
          <Button onClick={onClose}>关闭</Button>
          <Button type="primary" onClick={run}>
            查询
          </Button>
        </Space>
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={17}>
          <Space style={{ marginBottom: 12 }}>
            <Typography.Text>过滤条件匹配：</Typography.Text>
            <Select
              aria-label="过滤条件匹配"
              value={matchType}
              style={{ width: 200 }}
              onChange={setMatchType}
              options={[
                { value: 'and', label: 'AND（所有条件都要求匹配）' },
                { value: 'or', label: 'OR（条件中的任意一个匹配）' },
              ]}
            />
          </Space>
          {lines.map(({ key, condition }) => (
            <ConditionLine
              key={key}
              condition={condition}
              fields={fields}
              onChange={(next) => update(key, next)}
              onAdd={() => addAfter(key)}
              onRemove={() => remove(key)}
            />
          ))}
        </Col>
        <Col xs={24} md={7}>
          <Typography.Text strong>保存的查询</Typography.Text>
          {saved.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有保存任何查询" />
          ) : (
            <List
              size="small"
              dataSource={saved}
              renderItem={(query) => (
                <List.Item
                  actions={[
                    <Button
                      key="delete"
                      type="text"
                      size="small"
                      aria-label={`删除查询 ${query.title}`}
                      icon={<DeleteOutlined />}
                      onClick={() => drop(query)}
                    />,
                  ]}
                >
                  <Typography.Link onClick={() => load(query)}>{query.title}</Typography.Link>
                </List.Item>
              )}
            />
          )}
        </Col>
      </Row>
    </Modal>
  );
}
