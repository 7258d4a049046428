import { lazy, type ReactNode, Suspense, useState } from 'react';
import { warmShell } from '../../../app/warm-shell.ts';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { usePageQuery } from '../../../hooks/use-page-query.ts';
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

/** One tab's panel; the first keystroke in it starts fetching the signed-in shell (warm-shell.ts). */
function TabPanel({ tab, active, children }: { tab: TabKey; active: TabKey; children: ReactNode }) {
  return (
    <div
      id={panelId(tab)}
      role="tabpanel"
      aria-labelledby={tabId(tab)}
      hidden={active !== tab}
      onInput={warmShell}
    >
      {children}
    </div>
  );
}

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
  const school = usePageQuery()[0].get('school');
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
      <TabPanel tab="account" active={active}>
        <AccountLoginForm school={school} />
      </TabPanel>
      <TabPanel tab="phone" active={active}>
        {phoneOpened && (
          <Suspense fallback={<PageLoading />}>
            <PhoneLoginForm />
          </Suspense>
        )}
      </TabPanel>
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
