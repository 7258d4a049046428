import {
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_TARGETS,
  type Announcement,
  announcementRoutes,
} from '@xinmiao/shared';
import { Form, Radio, Select } from 'antd';
import { api } from '../../../api/client.ts';
import { RequiredTextItem } from '../../../components/form-rules/RequiredTextItem.tsx';
import { useDictItems } from '../../../components/list/use-dict-items.ts';
import type { RecordDialogProps } from '../../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { RichTextField } from '../../../components/rich-text/RichTextField.tsx';
import {
  type AnnouncementFormValues,
  announcementBody,
  EMPTY_ANNOUNCEMENT,
  formValuesOf,
} from './announcement-form.ts';
import { useRecipientPages } from './open-page-options.ts';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** 新增 / 编辑 a 系统通告; the body comes from the rich-text editor and is sanitised again by the server. */
export function AnnouncementFormModal(dialog: RecordDialogProps<Announcement>) {
  const { editing } = dialog;
  const [form] = Form.useForm<AnnouncementFormValues>();
  const users = useDictItems('sys_user,realname,id');
  const msgType = Form.useWatch('msgType', form);
  const openType = Form.useWatch('openType', form);
  const userIds = Form.useWatch('userIds', form);
  const openPages = useRecipientPages(msgType, userIds);

  const save = (values: AnnouncementFormValues) => {
    const body = announcementBody(values);
    return editing
      ? api(announcementRoutes.edit, { body: { ...body, id: editing.id } })
      : api(announcementRoutes.add, { body });
  };

  return (
    <RecordFormModal<AnnouncementFormValues>
      {...dialog}
      form={form}
      initialValues={() => (editing ? formValuesOf(editing) : EMPTY_ANNOUNCEMENT)}
      save={save}
      labelSpan={4}
      width={800}
    >
      <RequiredTextItem name="titile" label="标题" maxLength={100} />
      <Form.Item name="msgCategory" label="类型">
        <Radio.Group options={options(ANNOUNCEMENT_CATEGORIES)} />
      </Form.Item>
      <Form.Item name="priority" label="优先级">
        <Select options={options(ANNOUNCEMENT_PRIORITIES)} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="msgType" label="通告对象">
        <Radio.Group options={options(ANNOUNCEMENT_TARGETS)} />
      </Form.Item>
      {msgType === 'USER' && (
        <Form.Item
          name="userIds"
          label="指定用户"
          rules={[{ required: true, type: 'array', min: 1, message: '请选择指定用户' }]}
        >
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="请选择用户"
            options={users.map((u) => ({ value: u.value, label: u.text }))}
          />
        </Form.Item>
      )}
      <Form.Item name="openType" label="处理方式">
        <Radio.Group
          options={[
            { value: '', label: '无' },
            { value: 'url', label: '打开页面' },
            { value: 'component', label: '弹窗打开' },
          ]}
        />
      </Form.Item>
      {(openType === 'url' || openType === 'component') && (
        <Form.Item
          name="openPage"
          label="处理页面"
          extra="只列出所有接收人都能打开的页面。"
          rules={[
            { required: true, message: '请输入处理页面' },
            { pattern: /^\/(?![/\\])\S*$/, message: '处理页面必须是以 / 开头的站内路径' },
          ]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="请选择处理页面"
            options={openPages}
          />
        </Form.Item>
      )}
      <Form.Item name="msgContent" label="内容" extra="保存时服务器会去掉脚本和不安全的内容。">
        <RichTextField placeholder="通知内容" />
      </Form.Item>
    </RecordFormModal>
  );
}
