// The browser's side of bench/course-upload.ts, in a process of its own so its copying does not count
// as the server's: `node --import tsx course-uploader.ts <origin> <token> <bytes> <chunk bytes>`.
// Prints one JSON line: the final upload state and how long the last chunk (and the join) took.
import { performance } from 'node:perf_hooks';

const [origin = '', token = '', sizeText = '0', chunkText = '0'] = process.argv.slice(2);
const size = Number(sizeText);
const chunkSize = Number(chunkText);

type UploadState = { id: string; totalChunks: number; receivedChunks: number; fileId: string | null };

async function post(url: string, body: Uint8Array | string): Promise<UploadState> {
  const type = typeof body === 'string' ? 'application/json' : 'application/octet-stream';
  const reply = await fetch(`${origin}/jeecg-boot${url}`, {
    method: 'POST',
    headers: { 'x-access-token': token, 'content-type': type },
    body,
  });
  const envelope = (await reply.json()) as { success: boolean; message: string; result: UploadState };
  if (!envelope.success) throw new Error(`${url}: ${envelope.message}`);
  return envelope.result;
}

const chunk = Buffer.alloc(chunkSize, 7);
chunk.write('ftypisom', 4, 'ascii');
const begun = await post('/course/upload/begin', JSON.stringify({ fileName: 'bench.mp4', size, chunkSize }));
let state = begun;
let lastChunkMs = 0;
for (let i = 0; i < begun.totalChunks; i++) {
  const length = i < begun.totalChunks - 1 ? chunkSize : size - chunkSize * (begun.totalChunks - 1);
  const t0 = performance.now();
  state = await post(`/course/upload/chunk?id=${begun.id}&index=${i}`, chunk.subarray(0, length));
  lastChunkMs = performance.now() - t0;
}
process.stdout.write(`${JSON.stringify({ state, lastChunkMs })}\n`);
