import { PLATFORM_NAME } from './page-title.ts';

export const PLATFORM_DESCRIPTION = '学生心理健康与生涯成长云平台';
export const PLATFORM_DESCRIPTION_FOOTER = `${PLATFORM_NAME} · ${PLATFORM_DESCRIPTION}`;
