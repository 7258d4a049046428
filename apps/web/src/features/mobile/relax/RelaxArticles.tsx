import { useQuery } from '@tanstack/react-query';
import { relaxRoutes } from '@xinmiao/shared';
import { Alert, Button, Empty, List, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { NOTICE_FRAME_SANDBOX, noticeDocument } from '../../../layouts/header/notice-document.ts';
import { errorText, mobileApi } from '../mobile-session.ts';

/** Published articles; one opens in a sandboxed frame (its HTML was sanitized when saved). */
export function RelaxArticles() {
  const [open, setOpen] = useState<string | null>(null);
  const heads = useQuery({
    queryKey: ['m', 'relax', 'articles'],
    queryFn: () => mobileApi(relaxRoutes.myArticles),
  });
  if (open) return <ArticleReader id={open} onBack={() => setOpen(null)} />;
  if (heads.isPending) return <Skeleton active />;
  if (heads.isError) return <Alert type="warning" showIcon message={errorText(heads.error)} />;
  if (heads.data.length === 0) return <Empty description="暂时还没有文章" />;
  return (
    <List
      dataSource={heads.data}
      renderItem={(a) => (
        <List.Item onClick={() => setOpen(a.id)} style={{ cursor: 'pointer', minHeight: 56 }}>
          <List.Item.Meta
            title={
              <Button type="link" style={{ padding: 0, fontSize: 17 }} onClick={() => setOpen(a.id)}>
                {a.title}
              </Button>
            }
            description={a.summary}
          />
        </List.Item>
      )}
    />
  );
}

function ArticleReader({ id, onBack }: { id: string; onBack: () => void }) {
  const article = useQuery({
    queryKey: ['m', 'relax', 'article', id],
    queryFn: () => mobileApi(relaxRoutes.myArticle, { query: { id } }),
  });
  return (
    <article>
      <Button onClick={onBack} style={{ marginBottom: 12, minHeight: 44 }}>
        返回文章列表
      </Button>
      {article.isPending && <Skeleton active />}
      {article.isError && <Alert type="warning" showIcon message={errorText(article.error)} />}
      {article.data && (
        <>
          <Typography.Title level={4}>{article.data.title}</Typography.Title>
          <Typography.Text type="secondary">{article.data.publishTime?.slice(0, 10)}</Typography.Text>
          <iframe
            title={article.data.title}
            sandbox={NOTICE_FRAME_SANDBOX}
            srcDoc={noticeDocument(`<div style="font-size:16px">${article.data.body}</div>`)}
            style={{ width: '100%', height: '60vh', border: 0, marginTop: 12, background: '#fff' }}
          />
        </>
      )}
    </article>
  );
}
