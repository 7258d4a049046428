import { HOME_PATH } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_PATH, decideNavigation, redirectTarget } from './guard.ts';

const anonymous = { hasToken: false, permissionsLoaded: false };
const signedIn = { hasToken: true, permissionsLoaded: true };

describe('decideNavigation (spec §2 access guard)', () => {
  it('lets anonymous visitors reach the public pages, including the extra login path', () => {
    for (const path of [
      '/user/login',
      '/user/register',
      '/user/register-result',
      '/user/alteration',
      '/oauth2-app/login',
    ]) {
      expect(decideNavigation(anonymous, path)).toEqual({ kind: 'proceed' });
    }
  });

  it('sends anonymous visitors elsewhere to login with the full original path', () => {
    const decision = decideNavigation(anonymous, '/system/users?x=1#top');
    expect(decision.kind).toBe('redirect');
    const to = decision.kind === 'redirect' ? decision.to : '';
    expect(to.startsWith('/user/login?')).toBe(true);
    expect(new URLSearchParams(to.split('?')[1]).get('redirect')).toBe('/system/users?x=1#top');
  });

  it("inside an enterprise chat app, sends anonymous visitors to the OAuth2 app login, keeping the link's school", () => {
    const decision = decideNavigation({ ...anonymous, chatApp: true }, '/isps/userAnnouncement?school=1000');
    const to = decision.kind === 'redirect' ? decision.to : '';
    expect(to.startsWith('/oauth2-app/login?')).toBe(true);
    const query = new URLSearchParams(to.split('?')[1]);
    expect(query.get('school')).toBe('1000');
    expect(query.get('redirect')).toBe('/isps/userAnnouncement?school=1000');
    expect(decideNavigation({ ...anonymous, chatApp: true }, '/user/login')).toEqual({ kind: 'proceed' });
  });

  it('sends a signed-in user away from the login paths to home', () => {
    expect(decideNavigation(signedIn, '/user/login')).toEqual({
      kind: 'redirect',
      to: '/dashboard/analysis',
    });
    expect(decideNavigation(signedIn, '/oauth2-app/login')).toEqual({
      kind: 'redirect',
      to: '/dashboard/analysis',
    });
  });

  it('continues a session started on the login page to its redirect query, same-site only', () => {
    expect(decideNavigation(signedIn, '/user/login?redirect=%2Fsystem%2Fusers%3Fx%3D1')).toEqual({
      kind: 'redirect',
      to: '/system/users?x=1',
    });
    expect(decideNavigation(signedIn, '/user/login?redirect=%2F%2Fevil.example')).toEqual({
      kind: 'redirect',
      to: '/dashboard/analysis',
    });
  });

  it('asks for the menu when signed in without permissions, on any page', () => {
    const loading = { hasToken: true, permissionsLoaded: false };
    expect(decideNavigation(loading, '/system/users')).toEqual({ kind: 'load-permissions' });
    expect(decideNavigation(loading, '/user/register')).toEqual({ kind: 'load-permissions' });
  });

  it('proceeds once permissions are loaded', () => {
    expect(decideNavigation(signedIn, '/system/users')).toEqual({ kind: 'proceed' });
  });

  it('only follows same-site redirect targets', () => {
    expect(redirectTarget('?redirect=%2Fsystem%2Fusers%3Fx%3D1')).toBe('/system/users?x=1');
    expect(redirectTarget('?redirect=%2F%2Fevil.example')).toBeNull();
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBeNull();
    expect(redirectTarget('')).toBeNull();
  });
});

describe('an account on its initial password (issue 19)', () => {
  const mustChange = { hasToken: true, permissionsLoaded: false, mustChangePassword: true };

  it('goes to the change-password screen from everywhere, and loads no menu first', () => {
    for (const path of [
      '/system/users',
      '/',
      '/user/login?redirect=%2Fsystem%2Fusers',
      '/dashboard/analysis',
    ]) {
      expect(decideNavigation(mustChange, path)).toEqual({ kind: 'redirect', to: CHANGE_PASSWORD_PATH });
    }
    expect(decideNavigation(mustChange, CHANGE_PASSWORD_PATH)).toEqual({ kind: 'proceed' });
  });

  it('leaves the screen for the home page once the password is changed; anonymous visitors sign in first', () => {
    expect(decideNavigation(signedIn, CHANGE_PASSWORD_PATH)).toEqual({ kind: 'redirect', to: HOME_PATH });
    expect(decideNavigation(anonymous, CHANGE_PASSWORD_PATH)).toMatchObject({ kind: 'redirect' });
  });
});
