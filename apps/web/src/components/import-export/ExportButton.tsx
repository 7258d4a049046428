import { DownloadOutlined } from '@ant-design/icons';
import type { RouteDef, RouteInput } from '@xinmiao/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { downloadRoute } from '../../api/download.ts';
import { reportError } from '../../api/error-display.ts';

type Props<D extends RouteDef> = {
  /** The module's `exportXls` route and its query (filters, `selections`). */
  route: D;
  input: RouteInput<D>;
  fileName: string;
  label?: string;
};

/** 导出: downloads the route's spreadsheet under the server's file name. */
export function ExportButton<D extends RouteDef>({ route, input, fileName, label = '导出' }: Props<D>) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        downloadRoute(route, input, fileName)
          .catch(reportError)
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}
