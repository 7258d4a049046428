/** The page a case's notice opens (去处理): 危机预警 with the case's drawer open, not the queue to search. */
export const casePage = (caseId: string): string => `/crisis/warnings?case=${caseId}`;
