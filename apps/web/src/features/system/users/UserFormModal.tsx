import { useQuery } from '@tanstack/react-query';
import { departRoutes, USER_LIMITS, type UserRecord, userRoutes } from '@xinmiao/shared';
import { Col, Form, Input, Radio, Row, Select, TreeSelect } from 'antd';
import { api } from '../../../api/client.ts';
import { useDictItems } from '../../../components/list/use-dict-items.ts';
import type { RecordDialogProps } from '../../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import {
  addBody,
  confirmRule,
  EMPTY_USER,
  editBody,
  formValuesOf,
  type UserFormValues,
  userRules,
} from './user-form.ts';

/** The row with its role and department ids, fetched before the dialog opens. */
type Editing = { row: UserRecord; roles: string[]; departs: string[] };

/** 新增 / 编辑用户: profile, roles (multi-select) and departments (tree picker). */
export function UserFormModal(dialog: RecordDialogProps<Editing>) {
  const { editing } = dialog;
  const roles = useDictItems('sys_role,role_name,id');
  const departs = useQuery({
    queryKey: ['depart-id-tree'],
    queryFn: () => api(departRoutes.queryIdTree),
  });
  const foreign = editing !== null && !editing.row.homeTenant;

  return (
    <RecordFormModal<UserFormValues>
      {...dialog}
      title={editing ? '编辑用户' : '新增用户'}
      initialValues={() => (editing ? formValuesOf(editing.row, editing.roles, editing.departs) : EMPTY_USER)}
      save={(values) =>
        editing
          ? api(userRoutes.edit, { body: editBody(editing.row.id, values) })
          : api(userRoutes.add, { body: addBody(values) })
      }
      labelSpan={6}
      width={800}
    >
      {(form) => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="username" label="用户账号" rules={editing ? [] : userRules.username} required>
              <Input
                maxLength={USER_LIMITS.username}
                disabled={editing !== null}
                placeholder="请输入用户账号"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="realname" label="用户姓名" rules={userRules.realname}>
              <Input maxLength={USER_LIMITS.realname} disabled={foreign} placeholder="请输入用户姓名" />
            </Form.Item>
          </Col>
          {!editing && (
            <>
              <Col xs={24} md={12}>
                <Form.Item name="password" label="登录密码" rules={userRules.password} required>
                  <Input.Password autoComplete="new-password" placeholder="请输入登录密码" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="confirmpassword"
                  label="确认密码"
                  dependencies={['password']}
                  rules={[confirmRule(() => form.getFieldValue('password') ?? '')]}
                  required
                >
                  <Input.Password autoComplete="new-password" placeholder="请重新输入登录密码" />
                </Form.Item>
              </Col>
            </>
          )}
          <Col xs={24} md={12}>
            <Form.Item name="roles" label="角色分配">
              <Select
                mode="multiple"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="请选择角色"
                options={roles.map((r) => ({ value: r.value, label: r.text }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="departs" label="所属部门">
              <TreeSelect
                multiple
                allowClear
                treeDefaultExpandAll
                showSearch={{ treeNodeFilterProp: 'title' }}
                placeholder="请选择部门"
                treeData={departs.data ?? []}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="workNo" label="工号">
              <Input maxLength={USER_LIMITS.workNo} disabled={foreign} placeholder="请输入工号" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="post" label="职务">
              <Input maxLength={USER_LIMITS.post} disabled={foreign} placeholder="请输入职务" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="sex" label="性别">
              <Radio.Group
                disabled={foreign}
                options={[
                  { value: 1, label: '男' },
                  { value: 2, label: '女' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="birthday" label="生日">
              <Input type="date" disabled={foreign} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label="手机号码" rules={userRules.phone}>
              <Input maxLength={11} disabled={foreign} placeholder="请输入手机号码" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label="邮箱" rules={userRules.email}>
              <Input maxLength={USER_LIMITS.email} disabled={foreign} placeholder="请输入邮箱" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="telephone" label="座机">
              <Input maxLength={USER_LIMITS.telephone} disabled={foreign} placeholder="请输入座机" />
            </Form.Item>
          </Col>
        </Row>
      )}
    </RecordFormModal>
  );
}
