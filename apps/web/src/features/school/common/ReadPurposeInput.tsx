import { READ_PURPOSE_MAX } from '@xinmiao/shared';
import { Input } from 'antd';
import { useState } from 'react';
import { readStoredString, removeStored, writeStored } from '../../../access/storage.ts';
import { StorageKey } from '../../../access/storage-keys.ts';

/**
 * 查看目的 (optional): remembered, and sent with every audited read of a student's data until
 * changed, so it lands on the read audit row shown in 谁查看了我的数据.
 */
export function ReadPurposeInput() {
  const [value, setValue] = useState(() => readStoredString(StorageKey.readPurpose));
  return (
    <Input
      size="small"
      allowClear
      style={{ width: 220 }}
      maxLength={READ_PURPOSE_MAX}
      placeholder="查看目的（可选）"
      aria-label="查看目的"
      value={value}
      onChange={(e) => {
        setValue(e.target.value);
        if (e.target.value.trim()) writeStored(StorageKey.readPurpose, e.target.value.trim());
        else removeStored(StorageKey.readPurpose);
      }}
    />
  );
}
