import {
  allMethods,
  describePermission,
  isPermissionCode,
  READ_PURPOSE_HEADER,
  type RouteDef,
} from '@xinmiao/shared';
import { z } from 'zod';
import { BASE_PATH } from './register-route.ts';

type Json = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: Json;
  servers: Json[];
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json>; securitySchemes: Json; parameters: Json };
};

const SCHEMAS = '#/components/schemas/';

/** JeecgBoot's answer around every result (wire contract §2); `result` is the route's own. */
const ENVELOPE: Json = {
  type: 'object',
  required: ['success', 'message', 'code', 'result', 'timestamp'],
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    code: {
      type: 'integer',
      description: '200 on success; 401, 404, 405, 500, 510… (JeecgBoot business codes)',
    },
    result: {},
    timestamp: { type: 'integer', description: 'milliseconds since the epoch' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'field → message' },
  },
};
const FAILURE: Json = {
  allOf: [
    { $ref: `${SCHEMAS}Envelope` },
    { properties: { success: { const: false }, result: { type: 'null' } } },
  ],
};

/**
 * A zod schema as JSON Schema 2020-12. Definitions it reuses or recurses into are hoisted into the
 * document's components under `prefix` and referenced from there, so every `$ref` resolves
 * against the document. Types JSON cannot state (a transform's output, a date) read as any value.
 */
function jsonSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  prefix: string,
  defs: Record<string, Json>,
): Json {
  const raw = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    // A plain z.object strips unknown keys when it parses, it does not refuse them: the wire may
    // carry more than the contract names (only a strict object, with a catch-all, closes it).
    override: ({ zodSchema, jsonSchema: out }) => {
      const def = zodSchema._zod.def;
      if (def.type === 'object' && !('catchall' in def && def.catchall)) delete out.additionalProperties;
    },
  }) as Json;
  const { $schema: _dialect, $defs, ...rest } = raw;
  const rename = (text: string) =>
    text.replaceAll('"#/$defs/', `"${SCHEMAS}${prefix}.`).replaceAll('"#"', `"${SCHEMAS}${prefix}"`);
  const local = rest.$ref === undefined && JSON.stringify(rest).includes('"#"');
  if (local) defs[prefix] = JSON.parse(rename(JSON.stringify(rest))) as Json;
  for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, Json>)) {
    defs[`${prefix}.${name}`] = JSON.parse(rename(JSON.stringify(def))) as Json;
  }
  return local ? { $ref: `${SCHEMAS}${prefix}` } : (JSON.parse(rename(JSON.stringify(rest))) as Json);
}

const operationIdOf = (def: RouteDef, method: string) =>
  `${method.toLowerCase()}${def.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`;

function parametersOf(def: RouteDef, prefix: string, defs: Record<string, Json>): Json[] {
  const out: Json[] = [];
  for (const [where, schema] of [
    ['path', def.params],
    ['query', def.query],
  ] as const) {
    const names = where === 'path' ? [...def.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1] ?? '') : [];
    const json = schema ? jsonSchema(schema, 'input', `${prefix}.${where}`, defs) : { properties: {} };
    const properties = (json.properties ?? {}) as Record<string, Json>;
    const required = new Set((json.required ?? []) as string[]);
    for (const name of new Set([...names, ...Object.keys(properties)])) {
      out.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: properties[name] ?? { type: 'string' },
      });
    }
  }
  if (def.download) {
    out.push({
      name: 'token',
      in: 'query',
      required: false,
      schema: { type: 'string' },
      description: '会话令牌（浏览器直接打开的下载）',
    });
  }
  if (def.access !== 'public')
    out.push({ $ref: '#/components/parameters/tenantId' }, { $ref: '#/components/parameters/xTenantId' });
  if (def.auditRead) out.push({ $ref: '#/components/parameters/readPurpose' });
  return out;
}

function responseOf(def: RouteDef, prefix: string, defs: Record<string, Json>): Json {
  const result = def.response ? jsonSchema(def.response, 'output', `${prefix}.result`, defs) : {};
  if (def.bare) return { description: def.summary, content: { 'application/json': { schema: result } } };
  const success = {
    allOf: [{ $ref: `${SCHEMAS}Envelope` }, { properties: { success: { const: true }, result } }],
  };
  return {
    description: `${def.summary}（JeecgBoot 统一返回体）`,
    content: { 'application/json': { schema: { anyOf: [success, { $ref: `${SCHEMAS}Failure` }] } } },
  };
}

const REFUSED: Json = {
  description: '失败或被拒绝（HTTP 200 业务码、401、404）',
  content: { 'application/json': { schema: { $ref: `${SCHEMAS}Failure` } } },
};

function responsesOf(def: RouteDef, prefix: string, defs: Record<string, Json>): Json {
  if (def.bare && !def.response) return { '200': { description: def.summary }, default: REFUSED };
  const answer = responseOf(def, prefix, defs);
  // A probe says 503 with the same body; a bare public route has no failure envelope.
  if (def.bare)
    return def.access === 'public' ? { '200': answer, '503': answer } : { '200': answer, default: REFUSED };
  return { '200': answer, default: REFUSED };
}

function accessText(def: RouteDef): string {
  if (def.access === 'public') return '无需登录';
  if (def.access === 'login') return '任一已登录用户';
  return isPermissionCode(def.access)
    ? `权限 ${def.access}（${describePermission(def.access)}）`
    : def.access;
}

function operationOf(def: RouteDef, method: string, defs: Record<string, Json>): Json {
  const operationId = operationIdOf(def, method);
  const tag = def.path.split('/').filter(Boolean).slice(0, 2).join('/');
  const op: Json = {
    operationId,
    summary: def.summary,
    description: accessText(def),
    tags: [tag],
    'x-permission': def.access,
    security: def.access === 'public' ? [] : [{ accessToken: [] }],
    parameters: parametersOf(def, operationId, defs),
    responses: responsesOf(def, operationId, defs),
  };
  if (def.body && method !== 'GET') {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchema(def.body, 'input', `${operationId}.body`, defs) } },
    };
  }
  if (def.operation) op['x-operation-log'] = def.operation;
  if (def.auditRead) op['x-read-audit'] = true;
  return op;
}

/**
 * The OpenAPI 3.1 document of the routes the registrar holds: each path below `/jeecg-boot` and
 * method, its access (`x-permission`, and in words), its inputs and its answer as JSON Schema
 * generated from the route's zod contract, the envelope, the session token and tenant headers.
 */
export function openApiDocument(routes: readonly RouteDef[], version: string): OpenApiDocument {
  const defs: Record<string, Json> = {};
  const paths: OpenApiDocument['paths'] = {};
  for (const def of routes) {
    const key = def.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
    const item = paths[key] ?? {};
    paths[key] = item;
    for (const method of allMethods(def)) item[method.toLowerCase()] = operationOf(def, method, defs);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '心苗 Xinmiao API',
      version,
      description:
        'JeecgBoot 兼容接口：统一返回体 {success,message,code,result,timestamp}，会话令牌放在 X-Access-Token 请求头。',
    },
    servers: [{ url: BASE_PATH }],
    paths,
    components: {
      schemas: { Envelope: ENVELOPE, Failure: FAILURE, ...defs },
      securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
      parameters: {
        tenantId: {
          name: 'tenant-id',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: '当前学校（租户）编号',
        },
        xTenantId: {
          name: 'X-Tenant-Id',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: '同 tenant-id',
        },
        readPurpose: {
          name: READ_PURPOSE_HEADER,
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: '查看目的（百分号编码），记入读取审计',
        },
      },
    },
  };
}
