import type { QuartzJob, QuartzJobInput } from '@xinmiao/shared';

export type JobFormValues = {
  jobClassName: string;
  cronExpression: string;
  parameter: string;
  description: string;
  status: 0 | -1;
};

export const EMPTY_JOB: JobFormValues = {
  jobClassName: '',
  cronExpression: '',
  parameter: '',
  description: '',
  status: -1,
};

export function formValuesOf(job: QuartzJob): JobFormValues {
  return {
    jobClassName: job.jobClassName,
    cronExpression: job.cronExpression,
    parameter: job.parameter ?? '',
    description: job.description ?? '',
    status: job.status,
  };
}

/** The add/edit body: blank optional texts are sent as null. */
export function jobBody(values: JobFormValues): QuartzJobInput {
  return {
    jobClassName: values.jobClassName,
    cronExpression: values.cronExpression.trim(),
    parameter: values.parameter.trim() || null,
    description: values.description.trim() || null,
    status: values.status,
  };
}
