import { aiRoutes } from '@xinmiao/shared';
import { postForEvents, type StreamEvent } from '../../../api/event-stream.ts';
import { readMobileSession } from '../mobile-session.ts';

/** Sends one student message and hands each streamed event to `onEvent` as it arrives. */
export const streamChat = (
  body: { text: string; conversationId?: string },
  onEvent: (event: StreamEvent) => void,
  signal?: AbortSignal,
) => postForEvents(aiRoutes.studentChat, readMobileSession()?.token ?? '', body, onEvent, signal);
