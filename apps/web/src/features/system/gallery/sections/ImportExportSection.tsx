import { UploadOutlined } from '@ant-design/icons';
import { userRoutes } from '@xinmiao/shared';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { ExportButton } from '../../../../components/import-export/ExportButton.tsx';
import { ImportExcelModal } from '../../../../components/import-export/ImportExcelModal.tsx';

/** 用户管理's own import (checked only: dryRun) and export. */
export default function ImportExportSection() {
  const [open, setOpen] = useState(false);
  return (
    <Space orientation="vertical">
      <Typography.Text type="secondary">
        导入只做校验（dryRun），不写入数据；导出为当前学校的用户表。
      </Typography.Text>
      <Space>
        <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
          导入
        </Button>
        <ExportButton route={userRoutes.exportXls} input={{ query: {} }} fileName="用户信息.xlsx" />
      </Space>
      <ImportExcelModal
        open={open}
        title="导入用户（校验）"
        route={userRoutes.importExcel}
        query={{ dryRun: 'true' }}
        onClose={() => setOpen(false)}
        onImported={() => {}}
      />
    </Space>
  );
}
