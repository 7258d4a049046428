/** What a school configured for its gateway, with the key secret already opened (server only). */
export type GatewayConfig = {
  provider: SmsGatewayKind;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  appId: string | null;
  region: string | null;
};

export const SMS_GATEWAY_KINDS = ['aliyun', 'tencent'] as const;
export type SmsGatewayKind = (typeof SMS_GATEWAY_KINDS)[number];

/** Where each gateway's API lives; tests point these at local fake gateways. */
export type SmsEndpoints = Record<SmsGatewayKind, string>;

export const DEFAULT_SMS_ENDPOINTS: SmsEndpoints = {
  aliyun: 'https://dysmsapi.aliyuncs.com/',
  tencent: 'https://sms.tencentcloudapi.com/',
};

/** The gateway refused or could not be reached; `detail` is its error code, never a key. */
export class SmsGatewayError extends Error {
  constructor(readonly detail: string) {
    super(`sms gateway refused: ${detail}`);
  }
}

export type SmsSender = (mobile: string, code: string) => Promise<void>;
