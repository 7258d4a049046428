/** Query key of one scale's detail; the drawer and everything that changes a scale share it. */
export const scaleDetailKey = (id: string) => ['scale-detail', id];
