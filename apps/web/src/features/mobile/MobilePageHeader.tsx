import { Button, Result, Spin } from 'antd';
import { Link } from 'react-router';
import { mobileStyles } from './mobile-styles.ts';

/** A student page's heading, with the way back to 我的测评. */
export function MobilePageHeader({ title }: { title: string }) {
  return (
    <div style={mobileStyles.header}>
      <h1 style={mobileStyles.title}>{title}</h1>
      <Link to="/m">
        <Button type="link">返回我的测评</Button>
      </Link>
    </div>
  );
}

/** What stands where a student page's content has not come: the error that stopped it, else a spinner. */
export function MobileLoading({ error, loaded }: { error: string; loaded: boolean }) {
  if (error) return <Result status="warning" title={error} />;
  return loaded ? null : <Spin style={{ display: 'block', margin: '80px auto' }} />;
}
