import { SessionKey } from '../access/storage-keys.ts';

/** Whether this window sits in another page's frame (reading `top` is allowed across origins). */
function inFrame(): boolean {
  return window.self !== window.top;
}

/** Called by the frame entry (`/embed`): from now on this frame's pages come without our shell. */
export function markEmbedded(): void {
  sessionStorage.setItem(SessionKey.embedded, '1');
}

/**
 * A business page opened inside a JeecgBoot console's frame shows only its content: that console
 * already draws the menu, header and tabs around it. Only a frame that came in through the entry
 * route counts, so our own console opened in a tab keeps its shell.
 */
export function isEmbedded(framed: boolean = inFrame()): boolean {
  return framed && sessionStorage.getItem(SessionKey.embedded) === '1';
}
