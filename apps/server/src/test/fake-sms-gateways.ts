import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message a fake gateway accepted, with whether its signature held. */
export type FakeSms = {
  gateway: 'aliyun' | 'tencent';
  mobile: string;
  code: string;
  signed: boolean;
  keyId: string;
};

function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk: Buffer) => {
      data += chunk.toString('utf8');
    });
    request.on('end', () => resolve(data));
  });
}

// The verifiers are written from the gateways' documentation, apart from the adapters under test.
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function aliyunSigned(params: URLSearchParams, secret: string): boolean {
  const sorted = [...params.entries()]
    .filter(([k]) => k !== 'Signature')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
    .join('&');
  const expected = createHmac('sha1', `${secret}&`)
    .update(`POST&%2F&${rfc3986(sorted)}`)
    .digest('base64');
  return expected === params.get('Signature');
}

function tencentSigned(request: IncomingMessage, payload: string, secretKey: string): boolean {
  const auth = String(request.headers.authorization ?? '');
  const match =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/sms\/tc3_request, SignedHeaders=content-type;host;x-tc-action, Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return false;
  const [, , date, signature] = match;
  const timestamp = String(request.headers['x-tc-timestamp']);
  const hex = (s: string) => createHash('sha256').update(s).digest('hex');
  const canonical = `POST\n/\n\ncontent-type:${request.headers['content-type']}\nhost:${request.headers.host}\nx-tc-action:${String(request.headers['x-tc-action']).toLowerCase()}\n\ncontent-type;host;x-tc-action\n${hex(payload)}`;
  const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/sms/tc3_request\n${hex(canonical)}`;
  const h = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest();
  const key = h(h(h(`TC3${secretKey}`, date ?? ''), 'sms'), 'tc3_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature;
}

/**
 * Local stand-ins for 阿里云短信 and 腾讯云短信: they check each request's signature against the
 * secret they were told and answer like the real APIs (success, or the signature error).
 */
export async function startFakeSmsGateways(secrets: { aliyun: string; tencent: string }) {
  const received: FakeSms[] = [];
  const server: Server = createServer(async (request, response) => {
    const payload = await body(request);
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/aliyun')) {
      const params = new URLSearchParams(payload);
      const signed = aliyunSigned(params, secrets.aliyun);
      const code = (JSON.parse(params.get('TemplateParam') ?? '{}') as { code?: string }).code ?? '';
      received.push({
        gateway: 'aliyun',
        mobile: params.get('PhoneNumbers') ?? '',
        code,
        signed,
        keyId: params.get('AccessKeyId') ?? '',
      });
      response.end(
        JSON.stringify(
          signed ? { Code: 'OK', Message: 'OK', BizId: '1' } : { Code: 'SignatureDoesNotMatch' },
        ),
      );
      return;
    }
    const signed = tencentSigned(request, payload, secrets.tencent);
    const sms = JSON.parse(payload) as { PhoneNumberSet: string[]; TemplateParamSet: string[] };
    const keyId = /Credential=([^/]+)\//.exec(String(request.headers.authorization))?.[1] ?? '';
    received.push({
      gateway: 'tencent',
      mobile: (sms.PhoneNumberSet[0] ?? '').replace(/^\+86/, ''),
      code: sms.TemplateParamSet[0] ?? '',
      signed,
      keyId,
    });
    response.end(
      JSON.stringify({
        Response: signed
          ? { SendStatusSet: [{ Code: 'Ok', PhoneNumber: sms.PhoneNumberSet[0] }], RequestId: 'r' }
          : { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'signature' }, RequestId: 'r' },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoints: { aliyun: `${base}/aliyun/`, tencent: `${base}/tencent/` },
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
