import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendGrowthEvents } from '../../core/growth-events.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { multipart } from '../../test/multipart.ts';
import { pdfPagesText } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { schoolSession, studentId } from './test-support.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-a-certificate-scan'),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');

let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;
let id: string;

async function upload(who: string, filename: string, data: Buffer, biz = 'growth'): Promise<string> {
  const { payload, contentType } = multipart([
    { name: 'biz', value: biz },
    { name: 'file', filename, data },
  ]);
  const reply = await t.call({
    method: 'POST',
    url: '/jeecg-boot/sys/common/upload',
    headers: { ...s.headers(who), 'content-type': contentType },
    payload,
  });
  expect(reply.body.success).toBe(true);
  return reply.body.message;
}

const addRecord = (who: string, body: object) =>
  s.send('POST', '/school/growth/addRecord', who, { studentId: id, ...body });

beforeAll(async () => {
  t = await createTestApp();
  s = await schoolSession(t, ['admin', 'banzhuren', 'xinli', 'zhongxue']);
  id = await studentId(t, 1000, '20230103');
  // A crisis event: in the centre's export, never in anyone else's.
  await appendGrowthEvents(new TenantDb(t.db, 1000), [
    {
      studentId: id,
      kind: 'crisis',
      visibility: 'case',
      title: '危机个案建立',
      sourceModule: 't',
      sourceId: 'export-case',
      eventTime: new Date('2025-10-03T02:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

describe('growth record attachments', () => {
  it('keeps the files the recorder uploaded to the growth folder, and refuses anyone else’s', async () => {
    const certificate = await upload('xinli', 'certificate.png', PNG);
    const programme = await upload('xinli', 'programme.pdf', PDF);
    const added = await addRecord('xinli', {
      kind: 'award',
      title: '数学建模竞赛一等奖',
      rank: '省级',
      date: '2025-11-20',
      attachments: [certificate, programme],
    });
    expect(added.body.success).toBe(true);
    const activity = await upload('xinli', 'photo.png', PNG);
    expect(
      (
        await addRecord('xinli', {
          kind: 'activity',
          title: '迎新晚会',
          date: '2025-09-10',
          attachments: [activity],
        })
      ).body.success,
    ).toBe(true);

    // Another user's upload, a file of another folder, a made-up key: 附件无效.
    const adminsFile = await upload('admin', 'x.png', PNG);
    const caseFile = await upload('xinli', 'evidence.png', PNG, 'crisis');
    for (const key of [adminsFile, caseFile, 'growth/0123456789abcdef0123456789abcdef.png']) {
      const refused = await addRecord('xinli', {
        kind: 'award',
        title: 'x',
        date: '2025-11-20',
        attachments: [key],
      });
      expect(refused.body.message).toBe('附件无效，请重新上传');
    }
    const timeline = await s.get(`/school/growth/timeline?studentId=${id}&kind=award`, 'xinli');
    const award = (
      timeline.body.result as { events: { title: string; payload: { attachments?: unknown } }[] }
    ).events;
    expect(award.map((e) => e.title)).toEqual(['数学建模竞赛一等奖［省级］']);
    expect(award[0]?.payload.attachments).toEqual([
      { key: certificate, name: 'certificate.png' },
      { key: programme, name: 'programme.pdf' },
    ]);
  });
});

describe('GET /school/growth/file (成长档案 ZIP)', () => {
  it('packs the report PDF and every record file, listed in the PDF, as the reader may see them', async () => {
    const reply = await s.download(`/school/growth/file?studentId=${id}`, 'xinli');
    expect(reply.headers['content-type']).toBe('application/zip');
    expect(decodeURIComponent(String(reply.headers['content-disposition']))).toContain('成长档案-20230103-');
    const zip = await JSZip.loadAsync(reply.rawPayload);
    const names = Object.keys(zip.files).filter((n) => !zip.files[n]?.dir);
    const attachments = names.filter((n) => n.startsWith('附件/')).sort();
    expect(attachments).toEqual([
      '附件/2025-09-10-活动-迎新晚会-photo.png',
      '附件/2025-11-20-获奖-数学建模竞赛一等奖［省级］-certificate.png',
      '附件/2025-11-20-获奖-数学建模竞赛一等奖［省级］-programme.pdf',
    ]);
    expect(await zip.file('附件/2025-09-10-活动-迎新晚会-photo.png')?.async('nodebuffer')).toEqual(PNG);
    expect(
      await zip.file('附件/2025-11-20-获奖-数学建模竞赛一等奖［省级］-programme.pdf')?.async('nodebuffer'),
    ).toEqual(PDF);
    const pdfName = names.find((n) => n.endsWith('.pdf') && !n.startsWith('附件/'));
    expect(pdfName).toMatch(/^成长档案-20230103-.+\.pdf$/);
    const pdf = await zip.file(pdfName ?? '')?.async('nodebuffer');
    const text = (await pdfPagesText(pdf ?? Buffer.alloc(0))).join(' ').replace(/\s+/g, '');
    expect(text).toContain('成长档案');
    expect(text).toContain('20230103');
    expect(text).toContain('数学建模竞赛一等奖');
    expect(text).toContain('certificate.png');
    expect(text).toContain('危机个案建立');
  });

  it('leaves the case compartment out of an administrator’s export', async () => {
    const reply = await s.download(`/school/growth/file?studentId=${id}`, 'admin');
    const zip = await JSZip.loadAsync(reply.rawPayload);
    const pdfName = Object.keys(zip.files).find((n) => n.endsWith('.pdf') && !n.startsWith('附件/'));
    const pdf = await zip.file(pdfName ?? '')?.async('nodebuffer');
    const text = (await pdfPagesText(pdf ?? Buffer.alloc(0))).join(' ').replace(/\s+/g, '');
    expect(text).toContain('迎新晚会');
    expect(text).not.toContain('危机个案建立');
  });

  it('refuses a reader without the export grant and another school, and audits each export', async () => {
    expect((await s.get(`/school/growth/file?studentId=${id}`, 'banzhuren')).body.code).toBe(510);
    const other = await s.download(`/school/growth/file?studentId=${id}`, 'zhongxue');
    expect(other.headers['content-type']).not.toBe('application/zip');
    const readers = (await s.get(`/school/student/readers?id=${id}`, 'admin')).body.result as {
      resource: string;
      username?: string;
    }[];
    expect(readers.filter((r) => r.resource === '/school/growth/file').length).toBeGreaterThanOrEqual(2);
  });
});
