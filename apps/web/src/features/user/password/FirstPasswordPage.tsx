import { ChangePasswordModal } from '../../../components/ChangePasswordModal.tsx';

/**
 * The screen an account on its initial password is held on (the server refuses everything else
 * until the change): the required change-password dialog. Once it is saved the guard moves on.
 */
export function FirstPasswordPage() {
  return <ChangePasswordModal open required onClose={() => {}} />;
}
