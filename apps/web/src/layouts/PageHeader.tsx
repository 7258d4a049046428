import { Breadcrumb, Typography } from 'antd';
import type { AppRoute } from '../access/build-routes.ts';

/** Breadcrumbs from the matched menu trail, and the page title. */
export function PageHeader({ route }: { route: AppRoute }) {
  return (
    <div className="page-header">
      <Breadcrumb items={route.breadcrumb.map((title, i) => ({ key: `${i}-${title}`, title }))} />
      <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
        {route.title}
      </Typography.Title>
    </div>
  );
}
