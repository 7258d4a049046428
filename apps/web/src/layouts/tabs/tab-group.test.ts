import { describe, expect, it } from 'vitest';
import { tabGroupOf } from './tab-group.ts';

describe('tabGroupOf', () => {
  it("groups a low-code app's paths by the app", () => {
    expect(tabGroupOf('/low-app/:appId/*', '/low-app/7')).toBe('/low-app/7');
    expect(tabGroupOf('/low-app/:appId/*', '/low-app/7/form/weekly')).toBe('/low-app/7');
    expect(tabGroupOf('/low-app/:appId/*', '/low-app/8/report/summary')).toBe('/low-app/8');
  });

  it('leaves a page of its own path ungrouped', () => {
    expect(tabGroupOf('/online/cgformList/:code', '/online/cgformList/weekly')).toBeUndefined();
    expect(tabGroupOf('/online/lowApp', '/online/lowApp')).toBeUndefined();
  });
});
