import { Card } from 'antd';
import { useRouteCode } from '../route-code.ts';
import { ReportView } from './ReportView.tsx';

/**
 * JeecgBoot's online-report list component as a menu page: the report the route names
 * (`/online/cgreport/:code`, a menu's fixed path, or a low-code app's entry), with its search and rows.
 */
export function ReportListPage() {
  const code = useRouteCode();
  return (
    <ReportView
      key={code}
      code={code}
      frame={(title, body) => (
        <Card variant="borderless" title={title}>
          {body}
        </Card>
      )}
    />
  );
}
