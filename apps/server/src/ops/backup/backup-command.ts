/**
 * Backs up the database and the uploaded files into one encrypted archive (docs/deploy.md, "Backups").
 *
 *   BACKUP_KEY_FILE=/etc/xinmiao/backup.key npm run backup -- --out /var/backups/xinmiao/2026-11-28.xmb
 *
 * PostgreSQL when DATABASE_URL (or --database-url) is set, else the embedded database under
 * DATA_DIR (or --data-dir), which needs the server stopped. Uploads on disk (<DATA_DIR>/files) are
 * included; with S3_ENDPOINT set they stay in the bucket.
 */
import { parseArgs } from 'node:util';
import { BackupError, operatorPassphrase } from './archive.ts';
import { backup } from './backup.ts';
import { runCommand } from './command.ts';

await runCommand('backup', async () => {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      'key-file': { type: 'string' },
    },
  });
  if (!values.out) throw new BackupError('--out <file> is required');
  const passphrase = await operatorPassphrase(process.env, values['key-file']);
  const filesInS3 = Boolean(process.env.S3_ENDPOINT);
  const summary = await backup({
    out: values.out,
    passphrase,
    databaseUrl: values['database-url'] ?? (process.env.DATABASE_URL || undefined),
    dataDir: values['data-dir'] ?? (process.env.DATA_DIR || './data'),
    filesInS3,
  });
  const files = filesInS3
    ? 'uploads left in the S3 bucket (use its versioning)'
    : `${summary.fileCount} uploaded files`;
  return `${values.out}: ${summary.database} database, ${files}, ${summary.bytes} bytes, mode 0600`;
});
