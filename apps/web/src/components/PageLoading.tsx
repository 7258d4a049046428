import './page-loading.css';

/** Suspense fallback; plain CSS so the first page does not wait on antd's Spin. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-label="加载中">
      <span className="page-loading__dot" />
    </div>
  );
}
