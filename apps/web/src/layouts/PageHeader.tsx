import { Breadcrumb, Typography } from 'antd';
import { Link } from 'react-router';
import type { AppRoute } from '../access/build-routes.ts';

/** Breadcrumbs from the matched menu trail, each but the current page linking to its page; then the title. */
export function PageHeader({ route }: { route: AppRoute }) {
  const last = route.breadcrumb.length - 1;
  return (
    <div className="page-header">
      <Breadcrumb
        items={route.breadcrumb.map((crumb, i) => ({
          key: `${i}-${crumb.path}`,
          title:
            i < last && crumb.path !== route.path ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
        }))}
      />
      <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
        {route.title}
      </Typography.Title>
    </div>
  );
}
