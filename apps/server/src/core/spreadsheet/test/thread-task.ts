// A pool task for spreadsheet.test.ts: says which thread ran the work on the parsed rows.
import { isMainThread } from 'node:worker_threads';
import { sheetTask } from '../worker.ts';

export const whereRun = sheetTask((lines) => ({ mainThread: isMainThread, lines: lines.length }));
