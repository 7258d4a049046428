// 课程管理's face for other modules' tests: the demo lectures, so statistics can count real rows.
export { seedDemoLectures } from './lecture-seed.ts';
