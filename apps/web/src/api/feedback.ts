import type { App as AntApp } from 'antd';

export type Feedback = ReturnType<typeof AntApp.useApp>;

let current: Feedback | null = null;

/** Set once by the shell, so non-component code (request errors) shows themed notices. */
export function setFeedback(feedback: Feedback): void {
  current = feedback;
}

export function feedback(): Feedback | null {
  return current;
}
