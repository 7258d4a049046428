/** Spec §9 grid constants. */
export const GRID_ROW_KEY = 'id';
export const GRID_SORT_KEY = 'orderNum';
export const SEQUENCE_WIDTH = 60;
export const CONTROL_COLUMN_WIDTH = 40;
/** Selection, expand and drag columns widen to 60 when the footer shows statistics (room for 合计/平均). */
export const CONTROL_COLUMN_WIDTH_WITH_FOOTER = 60;
export const STATISTICS_ROW_HEIGHT = 32;
export const GRID_MAX_HEIGHT = 400;
export const GRID_ROW_HEIGHT = 61;
export const ADD_THROTTLE_MS = 1500;
export const ADD_TOO_FAST = '你点击的太快了，请慢点点击!';
export const RELOAD_HIGHLIGHT_MS = 1400;
export const SCROLL_END_DEBOUNCE_MS = 100;
export const MULTI_SELECT_MAX_TAGS = 1;
/** Spec §5 minimum widths. */
export const MIN_WIDTH: Partial<Record<string, number>> = {
  date: 135,
  datetime: 190,
  sel_user: 190,
  sel_depart: 190,
};
export const DATE_FORMAT = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss', time: 'HH:mm:ss' } as const;
export const INPUT_POP_SIZE = { width: 300, height: 210 } as const;
export const DELETE_CONFIRM = (n: number) => `确定要删除这 ${n} 项吗?`;
export const MOVE_FIRST_UP = '第一行不能上移';
export const MOVE_LAST_DOWN = '最后一行不能下移';
