import { lazy } from 'react';
import type { GallerySection } from './gallery-section.ts';

/** 可编辑表格: the editable grid's demos, loaded only when the gallery shows them. */
export const editableGridSection: GallerySection = {
  key: 'editable-grid',
  title: '可编辑表格',
  element: lazy(() => import('../../../../components/editable-grid/demo/EditableGridDemo.tsx')),
};
