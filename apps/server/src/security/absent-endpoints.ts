import { TEST_PASSWORD } from '../test/test-db.ts';

/** A JeecgBoot endpoint with a history (wire contract §8) that Xinmiao must not serve in any form. */
export type AbsentProbe = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
};

export type AbsentRow = { row: string; title: string; probes: AbsentProbe[] };

// Template payloads (FreeMarker/Aviator `${…}`) are built around this so they stay plain text.
const $ = '$';
const SLEEP = encodeURIComponent("1' and (select 1 from pg_sleep(3))='1");
const get = (url: string, headers?: Record<string, string>): AbsentProbe => ({
  method: 'GET',
  url,
  ...(headers ? { headers } : {}),
});
const post = (url: string, body: object | string, contentType = 'application/json'): AbsentProbe => ({
  method: 'POST',
  url,
  body: typeof body === 'string' ? body : JSON.stringify(body),
  contentType,
});

export const ABSENT_ROWS: AbsentRow[] = [
  {
    row: '#1',
    title: 'CVE-2021-37304 /actuator/httptrace info leak',
    probes: [
      get('/jeecg-boot/actuator/httptrace'),
      get('/actuator/httptrace'),
      get('/jeecg-boot/actuator/env'),
      get('/jeecg-boot/actuator/heapdump'),
    ],
  },
  {
    row: '#2',
    title: 'CVE-2021-37305 /sys/user/querySysUser PII leak',
    probes: [get('/jeecg-boot/sys/user/querySysUser?username=admin')],
  },
  {
    row: '#3',
    title: 'CVE-2021-37306 /sys/user/checkOnlyUser enumeration',
    probes: [get('/jeecg-boot/sys/user/checkOnlyUser?username=admin')],
  },
  {
    row: '#4',
    title: '#932/#8567 anonymous /sys/user/passwordChange',
    probes: [
      get(
        '/jeecg-boot/sys/user/passwordChange?username=admin&password=Pwned@1&smscode=123456&phone=13800000000',
      ),
      post('/jeecg-boot/sys/user/passwordChange', { username: 'admin', password: 'Pwned@1', smscode: '1' }),
      post('/jeecg-boot/sys/user/phoneVerification', { phone: '13800000000', smscode: '123456' }),
    ],
  },
  {
    row: '#5',
    // /sys/checkCaptcha and /sys/loginGetUserDeparts are served, as no bypass: a wrong captcha check
    // voids the captcha, and the departments need the captcha, the password and the login lockout
    // (modules/session/pre-login.test.ts).
    title: '#2207 captcha bypass: /sys/mLogin, /sys/getEncryptedString',
    probes: [
      post('/jeecg-boot/sys/mLogin', { username: 'admin', password: TEST_PASSWORD }),
      get('/jeecg-boot/sys/getEncryptedString'),
      get('/jeecg-boot/sys/getLoginQrcode'),
      get('/jeecg-boot/sys/getQrcodeToken?qrcodeId=1'),
    ],
  },
  {
    row: '#6',
    title: '#1887/CVE-2023-38992 /sys/dict/loadTreeData identifiers and _tableFilterSql',
    probes: [
      get(
        '/jeecg-boot/sys/dict/loadTreeData?pid=&pidField=id&tableName=sys_user&text=password&code=username&hasChildField=&condition=' +
          encodeURIComponent('{"_tableFilterSql":"1=1 or 1=1"}'),
      ),
    ],
  },
  {
    row: '#9',
    title: 'CVE-2022-45206/CVE-2023-38905/CVE-2023-41543 /sys/duplicate/check SQLi',
    probes: [
      get('/jeecg-boot/sys/duplicate/check?tableName=sys_user&fieldName=password&fieldVal=x'),
      get(
        `/jeecg-boot/sys/duplicate/check?tableName=${encodeURIComponent('sys_user/*%0A*/')}&fieldName=username&fieldVal=${SLEEP}`,
      ),
      get(`/jeecg-boot/sys/duplicate/check?tableName=(select(pg_sleep(3)))&fieldName=id&fieldVal=1`),
      get('/jeecg-boot/sys/replicate/check?tableName=sys_user&fieldName=username&fieldVal=admin'),
    ],
  },
  {
    row: '#10',
    title: 'CVE-2022-45208/45207 recycle bin and updateNullByEmptyString',
    probes: [
      {
        method: 'PUT',
        url: '/jeecg-boot/sys/user/putRecycleBin',
        body: `{"userIds":"${SLEEP}"}`,
        contentType: 'application/json',
      },
      { method: 'DELETE', url: `/jeecg-boot/sys/user/deleteRecycleBin?userIds=${SLEEP}` },
      {
        method: 'PUT',
        url: '/jeecg-boot/sys/user/edit',
        body: '{"id":"1","username":"x"}',
        contentType: 'application/json',
      },
    ],
  },
  {
    row: '#11',
    title: 'CVE-2022-45205/CVE-2022-47105 /sys/dict/queryTableData',
    probes: [
      get('/jeecg-boot/sys/dict/queryTableData?table=sys_user&text=password&code=username&pageSize=1000'),
    ],
  },
  {
    row: '#12',
    title: 'CVE-2023-34602/34603 /sys/api table-dict endpoints',
    probes: [
      get(`/jeecg-boot/sys/api/getDictItems?dictCode=${encodeURIComponent('sys_user ,username,password')}`),
      get('/jeecg-boot/sys/api/queryTableDictItemsByCode?table=sys_user&text=password&code=username'),
      get('/jeecg-boot/sys/api/queryTableDictByKeys?table=sys_user&text=password&code=username&keys=admin'),
      get('/jeecg-boot/sys/api/translateDictFromTable?table=sys_user&text=password&code=username&key=admin'),
    ],
  },
  {
    row: '#13',
    title: 'jeecg blog 表字典SQL注入: loadDict, loadDictItem, getDictText',
    probes: [
      get('/jeecg-boot/sys/dict/loadDict/sys_user,password,username?keyword=a&pageSize=1000'),
      get('/jeecg-boot/sys/dict/loadDictOrderByValue/sys_user,password,username?keyword=a'),
      get('/jeecg-boot/sys/dict/loadDictItem/sys_user,password,username?key=admin'),
      get('/jeecg-boot/sys/dict/getDictText/sys_user,password,username/admin'),
    ],
  },
  {
    row: '#15',
    title: '#9572 forged X-Sign + select( filterSql',
    probes: [
      get(
        `/jeecg-boot/sys/api/queryFilterTableDictInfo?table=sys_user&text=password&code=username&filterSql=${encodeURIComponent('1=1 and 1=(select(1))')}`,
        { 'X-Sign': '4A7F1B2C3D4E5F60718293A4B5C6D7E8', 'X-TIMESTAMP': String(Date.now()) },
      ),
    ],
  },
  {
    row: '#18',
    title: 'CVE-2023-1454/41542 /jmreport/qurestSql',
    probes: [
      post('/jeecg-boot/jmreport/qurestSql', { apiSelectId: `1' or pg_sleep(3)--`, id: '1' }),
      post('/jmreport/qurestSql', { apiSelectId: '1', id: '1' }),
    ],
  },
  {
    row: '#19',
    title: 'CVE-2023-34659/42268 /jmreport/show',
    probes: [post('/jeecg-boot/jmreport/show', { id: '1', params: `{"id":"1' or '1'='1"}` })],
  },
  {
    row: '#20',
    title: '#4511 jmreport SQL datasets',
    probes: [
      post('/jeecg-boot/jmreport/loadDbData/1', {}),
      post('/jeecg-boot/jmreport/executeSelectApi', { sql: 'select * from sys_user' }),
    ],
  },
  {
    row: '#21',
    title: 'CVE-2023-4450 /jmreport/queryFieldBySql FreeMarker SSTI',
    probes: [
      post('/jeecg-boot/jmreport/queryFieldBySql', {
        sql: `select '<#assign ex="freemarker.template.utility.Execute"?new()>${$}{ex("id")}'`,
      }),
    ],
  },
  {
    row: '#22',
    title: 'CVE-2023-41544/CVE-2024-40489 jmreport template/Aviator RCE',
    probes: [
      post('/jeecg-boot/jmreport/loadTableData', { dbSource: '', sql: 'select 1', type: '0' }),
      post('/jeecg-boot/jmreport/dictCodeSearch', { dictCode: `${$}{7*7}` }),
      get('/jeecg-boot/jmreport/getQueryInfo?reportId=1&paramKey=x'),
    ],
  },
  {
    row: '#23',
    title: 'ssvid-99747 /jmreport/testConnection JDBC URL',
    probes: [
      post('/jeecg-boot/jmreport/testConnection', {
        dbDriver: 'org.h2.Driver',
        dbUrl: "jdbc:h2:mem:x;INIT=RUNSCRIPT FROM 'http://127.0.0.1:1/x.sql'",
      }),
    ],
  },
  {
    row: '#24',
    title: 'CVE-2023-6307 /jmreport/download/image path traversal',
    probes: [
      get('/jeecg-boot/jmreport/download/image?imageUrl=../../../../../../etc/passwd'),
      get('/jeecg-boot/jmreport/download/image?imageUrl=file:///etc/passwd'),
    ],
  },
  {
    row: '#25',
    title: 'GHSA-rgg9 /sys/common/static and /sys/common/pdf traversal',
    probes: [
      get('/jeecg-boot/sys/common/static/../../../../etc/passwd'),
      get('/jeecg-boot/sys/common/static/..%2f..%2f..%2f..%2fetc%2fpasswd'),
      get('/jeecg-boot/sys/common/static/%2e%2e/%2e%2e/%2e%2e/etc/passwd'),
      get('/jeecg-boot/sys/common/pdf/pdfPreviewIframe?url=file:///etc/passwd'),
    ],
  },
  {
    row: '#26',
    title: 'CVE-2022-2647 unrestricted upload',
    probes: [
      post(
        '/jeecg-boot/sys/common/upload',
        '--xm\r\nContent-Disposition: form-data; name="file"; filename="shell.jsp"\r\nContent-Type: text/plain\r\n\r\n<% out.print(1); %>\r\n--xm--\r\n',
        'multipart/form-data; boundary=xm',
      ),
      post(
        '/jeecg-boot/api/upload',
        '--xm\r\nContent-Disposition: form-data; name="file"; filename="x.html"\r\n\r\n<script>1</script>\r\n--xm--\r\n',
        'multipart/form-data; boundary=xm',
      ),
    ],
  },
  {
    row: '#26b',
    title: 'jmreport/view stored XSS',
    probes: [get('/jeecg-boot/jmreport/view/1?token=x'), get('/jeecg-boot/jmreport/list')],
  },
  {
    row: '#27',
    title: 'CVE-2025-51825 /online/cgreport/head/parseSql',
    probes: [
      get(`/jeecg-boot/online/cgreport/head/parseSql?sql=${encodeURIComponent('select * from sys_user')}`),
    ],
  },
  {
    row: '#28',
    title: '#9518 /sys/user/getUserSectionInfoByToken',
    probes: [
      get(
        '/jeecg-boot/sys/user/getUserSectionInfoByToken?token=eyJhbGciOiJub25lIn0.eyJ1c2VybmFtZSI6ImFkbWluIn0.',
      ),
    ],
  },
  {
    row: '#30',
    title: '#9674 bulk user dumps under /sys/api and /sys/user',
    probes: [
      get('/jeecg-boot/sys/api/queryAllUser'),
      get('/jeecg-boot/sys/api/queryUsersByIds?userIds=1,2'),
      get('/jeecg-boot/sys/api/queryUsersByUsernames?usernames=admin,zhongxue'),
      get('/jeecg-boot/sys/api/getUserByName?username=admin'),
      get('/jeecg-boot/sys/user/queryAll'),
    ],
  },
  {
    row: '#31',
    title: '#9695 /openapi/call SSRF with X_GATEWAY_BASE_PATH',
    probes: [
      get('/jeecg-boot/openapi/call/sys/user/list', { X_GATEWAY_BASE_PATH: 'http://127.0.0.1:1' }),
      get('/openapi/call/x', { X_GATEWAY_BASE_PATH: 'http://127.0.0.1:1' }),
    ],
  },
  {
    row: '#32',
    title: '#9615 anonymous /jmreport and /druid with default credentials',
    probes: [
      get('/jeecg-boot/druid/index.html'),
      get('/jeecg-boot/druid/sql.json'),
      post(
        '/jeecg-boot/druid/submitLogin',
        'loginUsername=admin&loginPassword=123456',
        'application/x-www-form-urlencoded',
      ),
      get('/druid/websession.json'),
    ],
  },
  {
    row: '#33',
    // /doc.html and /v3/api-docs are served (issue 24): the page holds no data and the document is an
    // administrator's alone, neither anonymous nor for jeecg:jeecg1314 (core/api-docs.test.ts).
    title: 'knife4j/swagger with jeecg/jeecg1314, websocket, self-registration',
    probes: [
      get('/jeecg-boot/v2/api-docs', {
        Authorization: `Basic ${Buffer.from('jeecg:jeecg1314').toString('base64')}`,
      }),
      get('/jeecg-boot/swagger-ui.html'),
      get('/jeecg-boot/swagger-resources'),
      get('/jeecg-boot/webjars/springfox-swagger-ui/index.html'),
      get('/jeecg-boot/websocket/1'),
      post('/jeecg-boot/sys/user/register', { username: 'x', password: 'Xx@123456', phone: '13900000000' }),
      get('/jeecg-boot/sys/annountCement/show/1'),
    ],
  },
];
