/** What a person is told when a workbook cannot be read; one wording for every import. */
export const SpreadsheetMsg = {
  notXlsx: '文件内容不是有效的 .xlsx（Excel 工作簿是 zip 压缩包），请确认没有只改扩展名',
  tooBig: '.xlsx 解压后内容过大，请只保留要导入的工作表后再导入',
  unsupported: '.xlsx 使用了不支持的压缩格式（ZIP64、加密或分卷压缩），请用 Excel 打开后重新保存再导入',
  inconsistent: '.xlsx 压缩包的目录与内容不一致（文件已损坏或被篡改），请用 Excel 打开后重新保存再导入',
  noSheet: '工作簿中没有工作表',
  /** Over the worker's time or memory cap, or a shape no spreadsheet program writes. */
  tooHeavy: '文件过大或格式异常，无法解析',
  busy: '服务器正在解析其他文件，请稍后再试',
  rowBeyond: (row: string, maxRows: number) => `单元格位置超出范围：第 ${row} 行（工作表最多 ${maxRows} 行）`,
  columnBeyond: (ref: string, maxColumns: number) =>
    `单元格位置超出范围：${ref}（工作表最多 ${maxColumns} 列）`,
  badReference: (ref: string) => `单元格位置 ${ref} 无法识别，文件格式异常，无法解析`,
  tooManyStrings: (max: number) => `工作簿中的文字超过 ${max} 条，文件过大或格式异常，无法解析`,
  cellTooLong: (row: number, max: number) => `第 ${row} 行有单元格超过 ${max} 个字符`,
  sharedTooLong: (max: number) => `工作簿中有文字超过 ${max} 个字符，无法解析`,
} as const;

/** Attacker-chosen text shown back in a message: short, and only letters and digits. */
export const quoted = (text: string): string => {
  const shown = text.replace(/[^0-9A-Za-z]/g, '').slice(0, 12);
  return text.length > 12 ? `${shown}…` : shown;
};
