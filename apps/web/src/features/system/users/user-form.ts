import {
  firstError,
  optionalMobile,
  passwordProblem,
  Rules,
  type UserAdd,
  type UserEdit,
  UserMsg,
  type UserRecord,
  username as usernameRules,
} from '@xinmiao/shared';
import type { Rule } from 'antd/es/form';

/** What the 用户 form edits; roles and departments as id arrays (the wire sends comma strings). */
export type UserFormValues = {
  username: string;
  realname: string;
  password: string;
  confirmpassword: string;
  sex: 1 | 2 | undefined;
  birthday: string;
  phone: string;
  email: string;
  workNo: string;
  post: string;
  telephone: string;
  roles: string[];
  departs: string[];
};

export const EMPTY_USER: UserFormValues = {
  username: '',
  realname: '',
  password: '',
  confirmpassword: '',
  sex: undefined,
  birthday: '',
  phone: '',
  email: '',
  workNo: '',
  post: '',
  telephone: '',
  roles: [],
  departs: [],
};

/** An antd rule from one of the shared checks: empty passes unless the check says otherwise. */
const check = (problem: (value: string) => string | null): Rule => ({
  validator: (_, value: unknown) => {
    const message = problem(typeof value === 'string' ? value : '');
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

/** Spec §5 messages, the same the server answers with. */
export const userRules = {
  username: [check((v) => firstError(v, usernameRules))],
  realname: [{ required: true, whitespace: true, message: UserMsg.realnameRequired }],
  password: [check((v) => (v === '' ? UserMsg.passwordRequired : passwordProblem(v)))],
  phone: [check((v) => (optionalMobile.test(v) ? null : optionalMobile.message))],
  email: [check((v) => (Rules.email.test(v) ? null : Rules.email.message))],
} satisfies Record<string, Rule[]>;

/** The confirm field must repeat the password (两次输入的密码不一样！). */
export function confirmRule(password: () => string): Rule {
  return check((v) => (v === password() ? null : UserMsg.confirmMismatch));
}

export function formValuesOf(row: UserRecord, roles: string[], departs: string[]): UserFormValues {
  return {
    ...EMPTY_USER,
    username: row.username,
    realname: row.realname,
    sex: row.sex === 1 || row.sex === 2 ? row.sex : undefined,
    birthday: row.birthday ?? '',
    phone: row.phone ?? '',
    email: row.email ?? '',
    workNo: row.workNo ?? '',
    post: row.post ?? '',
    telephone: row.telephone ?? '',
    roles,
    departs,
  };
}

function profile(values: UserFormValues) {
  return {
    realname: values.realname.trim(),
    sex: values.sex,
    birthday: values.birthday || null,
    phone: values.phone || null,
    email: values.email || null,
    workNo: values.workNo || null,
    post: values.post || null,
    telephone: values.telephone || null,
    selectedroles: values.roles.join(','),
    selecteddeparts: values.departs.join(','),
  };
}

export function addBody(values: UserFormValues): UserAdd {
  return {
    username: values.username.trim(),
    password: values.password,
    confirmpassword: values.confirmpassword,
    ...profile(values),
  };
}

export function editBody(id: string, values: UserFormValues): UserEdit {
  return { id, ...profile(values) };
}
