import { useState } from 'react';
import { usePageQuery } from '../../../hooks/use-page-query.ts';

const IMPORT_JOB = 'importJob';

/** The import dialog's job id lives in the page URL (`importJob`), so a reload reopens it on the same job. */
export function useImportJob() {
  const [params, setParams] = usePageQuery();
  const jobId = params.get(IMPORT_JOB);
  const [open, setOpen] = useState(jobId !== null);
  const setJob = (id: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set(IMPORT_JOB, id);
        else next.delete(IMPORT_JOB);
        return next;
      },
      { replace: true },
    );
  const close = () => {
    setOpen(false);
    setJob(null);
  };
  return { jobId, open, openDialog: () => setOpen(true), setJob, close };
}

export type ImportJobState = ReturnType<typeof useImportJob>;
