import { lazy } from 'react';
import { editableGridSection } from './editable-grid.ts';
import type { GallerySection } from './gallery-section.ts';

export const GALLERY_SECTIONS: GallerySection[] = [
  { key: 'dict', title: '字典组件', element: lazy(() => import('./DictSection.tsx')) },
  editableGridSection,
  { key: 'super-query', title: '高级查询', element: lazy(() => import('./SuperQuerySection.tsx')) },
  { key: 'pickers', title: '选择器', element: lazy(() => import('./PickerSection.tsx')) },
  { key: 'popup', title: '报表弹窗选择（JPopup）', element: lazy(() => import('./PopupSection.tsx')) },
  { key: 'tree-select', title: '树选择', element: lazy(() => import('./TreeSection.tsx')) },
  { key: 'upload', title: '上传', element: lazy(() => import('./UploadSection.tsx')) },
  { key: 'editors', title: '编辑器', element: lazy(() => import('./EditorsSection.tsx')) },
  { key: 'import-export', title: 'Excel 导入导出', element: lazy(() => import('./ImportExportSection.tsx')) },
  { key: 'validation', title: '校验规则', element: lazy(() => import('./ValidationSection.tsx')) },
  { key: 'format', title: '格式化与字符串长度', element: lazy(() => import('./FormatSection.tsx')) },
  { key: 'slider-verify', title: '滑块验证', element: lazy(() => import('./SliderVerifySection.tsx')) },
  { key: 'layout', title: '内容布局', element: lazy(() => import('./LayoutSection.tsx')) },
  { key: 'draggable-modal', title: '可拖动弹窗', element: lazy(() => import('./DraggableModalSection.tsx')) },
];
