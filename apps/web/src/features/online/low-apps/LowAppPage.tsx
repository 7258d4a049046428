import { useQuery } from '@tanstack/react-query';
import { type LowAppEntry, lowAppRoutes } from '@xinmiao/shared';
import { Alert, Card, Empty, Menu, Spin } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { api } from '../../../api/client.ts';
import { LowAppFilterContext } from '../lists/low-app-context.ts';
import { onlineListPages } from '../lists/OnlineListPage.tsx';
import { ReportListPage } from '../reports/ReportListPage.tsx';

const entryPath = (appId: string, entry: LowAppEntry) =>
  `/low-app/${encodeURIComponent(appId)}/${entry.kind}/${encodeURIComponent(entry.code)}`;

function EntryPage({ entry }: { entry: LowAppEntry }) {
  if (entry.kind === 'form') {
    const List = onlineListPages[entry.style];
    return (
      <LowAppFilterContext.Provider value={entry.filter}>
        <List />
      </LowAppFilterContext.Provider>
    );
  }
  return <ReportListPage />;
}

/**
 * A low-code app (`/low-app/:appId/<form|report>/<code>`): its own menu of forms and reports, in the
 * order its admin set, over the chosen entry's page. Requests from here carry `X-Low-App-ID`, so
 * the server applies the entry's list filter.
 */
export function LowAppPage() {
  const { appId = '', '*': rest = '' } = useParams();
  const navigate = useNavigate();
  const app = useQuery({
    queryKey: ['low-app', appId],
    queryFn: () => api(lowAppRoutes.menu, { params: { appId } }),
  });
  if (app.isError) return <Alert type="error" showIcon title={app.error.message} />;
  if (!app.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const [kind, code] = rest.split('/').map(decodeURIComponent);
  const entry = app.data.entries.find((e) => e.kind === kind && e.code === code);
  const first = app.data.entries[0];
  if (!entry) return first ? <Navigate to={entryPath(appId, first)} replace /> : <Empty />;
  return (
    <>
      <Card
        variant="borderless"
        title={app.data.name}
        styles={{ body: { padding: 0 } }}
        style={{ marginBottom: 16 }}
      >
        <Menu
          mode="horizontal"
          selectedKeys={[entryPath(appId, entry)]}
          items={app.data.entries.map((e) => ({ key: entryPath(appId, e), label: e.title }))}
          onClick={({ key }) => navigate(key)}
        />
      </Card>
      <EntryPage key={entryPath(appId, entry)} entry={entry} />
    </>
  );
}
