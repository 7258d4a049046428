import { describe, expect, it } from 'vitest';
import { actionsFor } from './task-actions.ts';

describe('actionsFor', () => {
  it('offers only the transitions the lifecycle allows', () => {
    expect(actionsFor({ taskStatus: 'draft' })).toEqual(['publish', 'delete']);
    expect(actionsFor({ taskStatus: 'open' })).toEqual(['pause', 'close']);
    expect(actionsFor({ taskStatus: 'paused' })).toEqual(['resume', 'close']);
    expect(actionsFor({ taskStatus: 'closed' })).toEqual(['makeup']);
  });
});
