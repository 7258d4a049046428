import { halfTheCores, WorkerPool, type WorkerPoolCaps } from '../worker-pool.ts';

/** Caps of the document pool (see `WorkerPool`). */
export type DocumentPoolCaps = WorkerPoolCaps;

export const DEFAULT_DOCUMENT_CAPS: DocumentPoolCaps = {
  threads: halfTheCores(2),
  queue: 8,
  // A 5,000-line account slip (PDF and Excel) took 38 s on one core of the loaded 2-core machine.
  jobMs: 120_000,
  heapMb: 512,
};

/** Refusals of the pool, in the console's words. */
export const DocumentPoolMsg = {
  busy: '服务器正在生成其他文件，请稍后再试',
  tooHeavy: '文件过大，生成超时，请分批处理',
} as const;

/**
 * The core's worker pool for rendering documents (PDF with pdfkit, workbooks with ExcelJS), so a
 * large rendering never holds the event loop. Jobs name their module (`workerModuleUrl`).
 */
export class DocumentPool extends WorkerPool {
  constructor(caps: DocumentPoolCaps = DEFAULT_DOCUMENT_CAPS) {
    super(caps, DocumentPoolMsg);
  }
}

let shared: DocumentPool | undefined;

/** The pool every large document renders in, started on first use. */
export function documentPool(): DocumentPool {
  shared ??= new DocumentPool();
  return shared;
}
