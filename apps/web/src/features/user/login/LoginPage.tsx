import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { warmShell } from '../../../app/warm-shell.ts';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { AccountLoginForm } from './AccountLoginForm.tsx';
import { LoginTabs, panelId, tabId } from './LoginTabs.tsx';
import { useLinkedSchoolName } from './use-linked-school.ts';
import './login.css';

const PhoneLoginForm = lazy(() =>
  import('./PhoneLoginForm.tsx').then((m) => ({ default: m.PhoneLoginForm })),
);

const SchoolSignIn = lazy(() =>
  import('../oidc/SchoolSignIn.tsx').then((m) => ({ default: m.SchoolSignIn })),
);

const TABS = [
  { key: 'account', label: '账号密码登录' },
  { key: 'phone', label: '手机号登录' },
] as const;

type TabKey = (typeof TABS)[number]['key'];

/**
 * Account or SMS login. Built from plain inputs rather than antd Form: this is the first page most
 * users load, and the form engine would cost a tenth of its budget (bench/bundle-size.ts). The SMS
 * tab is fetched on first use; a visited tab stays mounted so switching back keeps what was typed.
 */
export function LoginPage() {
  useDocumentTitle('登录');
  const [active, setActive] = useState<TabKey>('account');
  const [phoneOpened, setPhoneOpened] = useState(false);
  // A school's own sign-in link (`?school=<学校编号>`) offers its identity providers at once.
  const school = useSearchParams()[0].get('school');
  const [schoolOpened, setSchoolOpened] = useState(school !== null);
  const schoolName = useLinkedSchoolName(school);

  const select = (key: TabKey) => {
    setActive(key);
    if (key === 'phone') setPhoneOpened(true);
  };

  return (
    <>
      {schoolName && <p className="login-form__school-name">{schoolName}</p>}
      <LoginTabs tabs={TABS} active={active} onChange={select} />
      <div
        id={panelId('account')}
        role="tabpanel"
        aria-labelledby={tabId('account')}
        hidden={active !== 'account'}
        onInput={warmShell}
      >
        <AccountLoginForm school={school} />
      </div>
      <div
        id={panelId('phone')}
        role="tabpanel"
        aria-labelledby={tabId('phone')}
        hidden={active !== 'phone'}
        onInput={warmShell}
      >
        {phoneOpened && (
          <Suspense fallback={<PageLoading />}>
            <PhoneLoginForm />
          </Suspense>
        )}
      </div>
      <div className="login-form__school">
        {schoolOpened ? (
          <Suspense fallback={<PageLoading />}>
            <SchoolSignIn school={school} client="pc" />
          </Suspense>
        ) : (
          // A plain button: antd's would add its styles to the first load of this page.
          <button type="button" className="login-form__school-link" onClick={() => setSchoolOpened(true)}>
            使用学校统一身份认证
          </button>
        )}
      </div>
    </>
  );
}
