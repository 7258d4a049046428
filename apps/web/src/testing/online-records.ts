import type { FormField, OnlineForm } from '@xinmiao/shared';

/** A 表单开发 field as the definition sends it: a required, searchable text field unless told. */
export function formField(fields: Pick<FormField, 'no' | 'name' | 'label'> & Partial<FormField>): FormField {
  return {
    type: 'text',
    dictCode: null,
    required: true,
    preset: null,
    maxLength: null,
    defaultValue: null,
    inList: true,
    query: 'single',
    sortable: false,
    ...fields,
  };
}

/** A main form with one 班级 field; tests name only the fields they care about. */
export function onlineForm(fields: Pick<OnlineForm, 'code' | 'name'> & Partial<OnlineForm>): OnlineForm {
  return {
    id: '42',
    version: 1,
    tree: false,
    mainCode: null,
    mainFormId: null,
    fields: [formField({ no: 1, name: 'className', label: '班级' })],
    createBy: 'admin',
    createTime: '2026-09-01 08:00:00',
    updateBy: null,
    updateTime: null,
    ...fields,
  };
}
