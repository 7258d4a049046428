import { createHmac, randomUUID } from 'node:crypto';
import { fetchWithoutTurn } from '../school-turns.ts';
import { type GatewayConfig, SmsGatewayError, type SmsSender } from './types.ts';

/** Aliyun's percent-encoding (RFC 3986): spaces as %20, `*` encoded, `~` kept. */
export function aliyunEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The RPC signature (SignatureVersion 1.0, HMAC-SHA1): the parameters sorted by name and encoded,
 * `POST&%2F&` + the encoded query, keyed with the AccessKey secret plus `&`.
 */
export function aliyunSignature(method: string, params: Record<string, string>, secret: string): string {
  const query = Object.keys(params)
    .sort()
    .map((k) => `${aliyunEncode(k)}=${aliyunEncode(params[k] ?? '')}`)
    .join('&');
  const toSign = `${method}&${aliyunEncode('/')}&${aliyunEncode(query)}`;
  return createHmac('sha1', `${secret}&`).update(toSign).digest('base64');
}

/** 阿里云短信 SendSms (API version 2017-05-25) with the school's sign and template; `code` fills `${code}`. */
export function aliyunSender(config: GatewayConfig, endpoint: string): SmsSender {
  return async (mobile, code) => {
    const params: Record<string, string> = {
      AccessKeyId: config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: mobile,
      RegionId: config.region || 'cn-hangzhou',
      SignName: config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: config.templateCode,
      TemplateParam: JSON.stringify({ code }),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    params.Signature = aliyunSignature('POST', params, config.accessKeySecret);
    const response = await fetchWithoutTurn(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (!response) throw new SmsGatewayError('aliyun unreachable');
    const reply = (await response.json().catch(() => ({}))) as { Code?: string };
    if (reply.Code !== 'OK') throw new SmsGatewayError(`aliyun ${reply.Code ?? response.status}`);
  };
}
