import { createHash, createHmac } from 'node:crypto';
import { fetchWithoutTurn } from '../school-turns.ts';
import { type GatewayConfig, SmsGatewayError, type SmsSender } from './types.ts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest();

export type Tc3Input = {
  host: string;
  action: string;
  payload: string;
  timestamp: number;
  secretId: string;
  secretKey: string;
};

/**
 * Tencent Cloud API signature v3 (TC3-HMAC-SHA256) for the `sms` service: the canonical request
 * signs content-type, host and x-tc-action; the key is derived per day, service and `tc3_request`.
 */
export function tc3Authorization(input: Tc3Input): string {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host;x-tc-action';
  const canonical = [
    'POST',
    '/',
    '',
    `content-type:application/json; charset=utf-8\nhost:${input.host}\nx-tc-action:${input.action.toLowerCase()}\n`,
    signedHeaders,
    sha256(input.payload),
  ].join('\n');
  const scope = `${date}/sms/tc3_request`;
  const toSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(`TC3${input.secretKey}`, date), 'sms'), 'tc3_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

type TencentReply = {
  Response?: { Error?: { Code?: string }; SendStatusSet?: { Code?: string }[] };
};

/** 腾讯云短信 SendSms (API version 2021-01-11); the template's first parameter is the code. */
export function tencentSender(config: GatewayConfig, endpoint: string): SmsSender {
  return async (mobile, code) => {
    const payload = JSON.stringify({
      PhoneNumberSet: [`+86${mobile}`],
      SmsSdkAppId: config.appId ?? '',
      SignName: config.signName,
      TemplateId: config.templateCode,
      TemplateParamSet: [code],
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const host = new URL(endpoint).host;
    const authorization = tc3Authorization({
      host,
      action: 'SendSms',
      payload,
      timestamp,
      secretId: config.accessKeyId,
      secretKey: config.accessKeySecret,
    });
    const response = await fetchWithoutTurn(endpoint, {
      method: 'POST',
      headers: {
        authorization,
        'content-type': 'application/json; charset=utf-8',
        'x-tc-action': 'SendSms',
        'x-tc-timestamp': String(timestamp),
        'x-tc-version': '2021-01-11',
        'x-tc-region': config.region || 'ap-guangzhou',
      },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (!response) throw new SmsGatewayError('tencent unreachable');
    const reply = ((await response.json().catch(() => ({}))) as TencentReply).Response;
    const refused = reply?.Error?.Code ?? reply?.SendStatusSet?.find((s) => s.Code !== 'Ok')?.Code;
    if (!reply || refused || !reply.SendStatusSet?.length) {
      throw new SmsGatewayError(`tencent ${refused ?? response.status}`);
    }
  };
}
