import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { uploadedFileSchema } from './scales.contract.ts';

/**
 * Largest file `/sys/common/upload` keeps. JeecgBoot leaves it to Spring's multipart setting; ours is a
 * constant so the console can refuse a file before sending it.
 */
export const UPLOAD_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** Folder a file goes to when the client names none (JeecgBoot's default `biz`). */
export const DEFAULT_UPLOAD_BIZ = 'temp';

/**
 * Extensions an upload may have, each with the content types its bytes may sniff as. No SVG, HTML or
 * script: a file served back from our origin must not be able to run there.
 */
export const UPLOAD_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
} as const;
export type UploadExtension = keyof typeof UPLOAD_TYPES;

/** Accept list for file inputs, from the same whitelist the server applies. */
export const UPLOAD_ACCEPT = Object.keys(UPLOAD_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

export const FILE_MESSAGES = {
  uploadFailed: '上传失败！',
  badBiz: '上传目录不合法',
  badType: '不支持的文件类型',
  contentMismatch: '文件内容与扩展名不符',
  tooLarge: `文件不能超过 ${UPLOAD_FILE_MAX_BYTES / 1024 / 1024} MB`,
  empty: '文件内容为空',
  notFound: '文件不存在',
} as const;

/** `biz`: one folder name of letters, digits, `_` and `-` (JeecgBoot's temp, jeditor …); nothing that can climb out. */
export const UPLOAD_BIZ_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * What JeecgBoot answers its spreadsheet downloads with (`exportXls`, templates); its Vue2/Vue3 consoles
 * read the body as a blob whatever the type, and save it under the name they choose.
 */
export const EXCEL_CONTENT_TYPE = 'application/vnd.ms-excel';

/** A stored key as the upload answers it: `<biz>/<32 hex>.<ext>`. */
export const STORED_KEY_PATTERN = /^[A-Za-z0-9_-]{1,32}\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

export const uploadBody = z.object({
  file: uploadedFileSchema,
  biz: z
    .string()
    .trim()
    .max(100, FILE_MESSAGES.badBiz)
    .regex(UPLOAD_BIZ_PATTERN, FILE_MESSAGES.badBiz)
    .optional(),
  // JeecgBoot flags (editor images, grid cells); accepted and ignored, every upload is stored alike.
  jeditor: z.string().max(8).optional(),
  isup: z.string().max(8).optional(),
});

/** Checked against the stored-key shape by the handler, which answers 404 otherwise. */
const staticParams = z.object({ biz: z.string().max(64), name: z.string().max(64) });

/**
 * Folders whose images, audio and video any member of the school may get a media link to
 * (`/sys/common/mediaLink`): avatars, editor and notice images, JeecgBoot's default folder. Files in
 * other folders (case attachments, imports, exports) get one only for their uploader; a module
 * serving its own media issues links itself after its own policy check.
 */
export const MEDIA_LINK_BIZ: readonly string[] = ['avatar', 'jeditor', 'notice', 'temp'];

/** A capability link: `path` lies below the API base (`/jeecg-boot`) and stops working at `expiresAt`. */
export const mediaLinkSchema = z.object({ path: z.string(), expiresAt: z.string() });
export type MediaLink = z.infer<typeof mediaLinkSchema>;

/** Checked by the handler (signature, expiry, the file); anything wrong is the same 404. */
const mediaParams = z.object({ tenantId: z.string().max(12), fileId: z.string().max(64) });
const mediaQuery = z.object({
  expires: z.string().max(16).optional(),
  signature: z.string().max(64).optional(),
});

/**
 * An image of a shared folder (`MEDIA_LINK_BIZ`) as JeecgBoot's consoles keep it (an avatar's stored
 * value, an editor image): `pub/<tenant>.<file id>.<signature>.<ext>`, a capability below
 * `/sys/common/static/` that an `<img>` loads with no token. The signature (the installation's HMAC
 * of tenant and file) makes the name unguessable and binds it to one school's file.
 */
export const IMAGE_CAPABILITY_PATTERN =
  /^pub\/([0-9]{1,10})\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})\.(png|jpe?g|gif|webp|bmp)$/;

export const filesRoutes = {
  /** The file an image capability names (`IMAGE_CAPABILITY_PATTERN`), with no session; else 404. */
  imageCapability: defineRoute({
    method: 'GET',
    path: '/sys/common/static/pub/:name',
    access: 'public',
    summary: '共享图片 (能力链接, 无需令牌)',
    params: z.object({ name: z.string().max(160) }),
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/sys/common/upload',
    access: 'login',
    summary: '上传文件',
    body: uploadBody,
    response: z.null(),
  }),
  /** `download`: the browser fetches these itself (`<img>`, links, the PDF iframe), so `?token=` works. */
  static: defineRoute({
    method: 'GET',
    path: '/sys/common/static/:biz/:name',
    access: 'login',
    summary: '下载文件',
    params: staticParams,
    download: true,
  }),
  pdfPreview: defineRoute({
    method: 'GET',
    path: '/sys/common/pdf/pdfPreviewIframe',
    access: 'login',
    summary: 'PDF 预览',
    query: z.object({ path: z.string().max(400) }),
    download: true,
  }),
  /** A media link to a stored image, audio or video file the caller may read (`MEDIA_LINK_BIZ`, or their own). */
  mediaLink: defineRoute({
    method: 'GET',
    path: '/sys/common/mediaLink',
    access: 'login',
    summary: '媒体链接',
    query: z.object({ path: z.string().max(400) }),
    response: mediaLinkSchema,
  }),
  /** The file a media link names, with no session: `<img>`, `<audio>`, `<video>` (range requests answer 206). */
  media: defineRoute({
    method: 'GET',
    path: '/sys/common/media/:tenantId/:fileId',
    access: 'public',
    summary: '媒体文件',
    params: mediaParams,
    query: mediaQuery,
  }),
} as const;

/** The URL a stored key is served at, below the API base (`/jeecg-boot`). */
export function staticPath(key: string): string {
  return `/sys/common/static/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** The path (below the API base) a media link's claims and signature make. */
export function mediaPath(link: {
  tenantId: number;
  fileId: string;
  expires: number;
  signature: string;
}): string {
  const query = `expires=${link.expires}&signature=${encodeURIComponent(link.signature)}`;
  return `/sys/common/media/${link.tenantId}/${encodeURIComponent(link.fileId)}?${query}`;
}
