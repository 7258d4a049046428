import type { ComponentType, LazyExoticComponent } from 'react';

/** One demo block of 组件示例; `element` is lazily loaded so the page opens before every demo is fetched. */
export type GallerySection = { key: string; title: string; element: LazyExoticComponent<ComponentType> };
