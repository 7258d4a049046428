import fastifyMultipart from '@fastify/multipart';
import type { UploadedFile } from '@xinmiao/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestToken } from './auth.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own upload limit (`RouteDef.fileLimit`). */
    fileLimit?: number;
  }
}

const MAX_TEXT_FIELDS = 4;
const MAX_TEXT_FIELD_BYTES = 1024;

function limitMessage(code: unknown, maxFileBytes: number): string | null {
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return `文件不能超过 ${Math.round(maxFileBytes / 1024 / 1024)} MB`;
    case 'FST_FILES_LIMIT':
      return '一次只能上传一个文件';
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return '上传的表单字段过多';
    default:
      return null;
  }
}

async function readParts(request: FastifyRequest, fileSize: number): Promise<Record<string, unknown>> {
  // Collected in a Map and turned into own properties, so a field named `__proto__` stays a plain key.
  const fields = new Map<string, string>();
  let file: UploadedFile | undefined;
  for await (const part of request.parts({ limits: { fileSize } })) {
    if (part.type === 'file') {
      file = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
    } else {
      if (part.valueTruncated || part.fieldnameTruncated) throw new AppError('上传的表单字段过长');
      if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
    }
  }
  // The file sits under `file` whatever its field name was (JeecgBoot clients use file, files[] …).
  const body: Record<string, unknown> = Object.fromEntries(fields);
  if (file) body.file = file;
  return body;
}

/**
 * Multipart uploads with tight limits: one file of at most `maxFileBytes` (or the route's own
 * `fileLimit`, e.g. the student import), a few short text fields. The
 * parts are read before the route runs and become the route body `{ ...textFields, file }`, so upload
 * routes validate and authorise like every other route. Fastify has already accepted the body by then,
 * the same as for JSON, and these limits keep that below the JSON body limit.
 */
export async function registerMultipart(app: FastifyInstance, maxFileBytes: number): Promise<void> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      files: 1,
      fileSize: maxFileBytes,
      fields: MAX_TEXT_FIELDS,
      fieldSize: MAX_TEXT_FIELD_BYTES,
      parts: MAX_TEXT_FIELDS + 1,
      headerPairs: 20,
    },
  });
  app.addHook('preValidation', async (request) => {
    // Without any token the route answers 401 anyway, so the upload is not even read.
    if (!request.isMultipart() || !requestToken(request)) return;
    const fileSize = request.routeOptions.config?.fileLimit ?? maxFileBytes;
    try {
      request.body = await readParts(request, fileSize);
    } catch (error) {
      if (error instanceof AppError) throw error;
      const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
      const message = limitMessage(code, fileSize);
      if (message) throw new AppError(message);
      throw error;
    }
  });
}
