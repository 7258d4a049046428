import { FORM_BUTTONS, type FormButton, formPermissionCode, type OnlineForm } from '@xinmiao/shared';

const SHARED = 'online:formData:';

const isButton = (action: string): action is FormButton => Object.hasOwn(FORM_BUTTONS, action);

/**
 * The caller's `can` on one form's data pages: an `online:formData:<button>` code also needs the
 * form's own `online:form_<formId>:<button>` (a sub-table's are its main form's), as the server
 * asks both (decisions §83), so form A's buttons show no button on form B.
 */
export function formCan(form: Pick<OnlineForm, 'id' | 'mainFormId'>, can: (code: string) => boolean) {
  const owner = form.mainFormId ?? form.id;
  return (code: string): boolean => {
    if (!can(code)) return false;
    const action = code.startsWith(SHARED) ? code.slice(SHARED.length) : '';
    return !isButton(action) || can(formPermissionCode(owner, action));
  };
}
