/** JeecgBoot log_type of the two log tabs. */
export const LogType = { LOGIN: 1, OPERATION: 2 } as const;
export type LogTypeValue = (typeof LogType)[keyof typeof LogType];
