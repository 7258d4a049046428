/**
 * Restores an archive written by `npm run backup` (docs/deploy.md, "Backups").
 *
 *   BACKUP_KEY_FILE=/etc/xinmiao/backup.key npm run restore -- --from <file> \
 *     --database-url postgres://…/xinmiao_restored [--data-dir <dir>] [--force] [--work-dir <dir>]
 *
 * A PostgreSQL archive goes into --database-url (or DATABASE_URL), an embedded one into
 * <data-dir>/pglite; disk uploads into <data-dir>/files. A target that holds anything is refused
 * unless --force.
 */
import { parseArgs } from 'node:util';
import { BackupError, operatorPassphrase } from './archive.ts';
import { restore } from './backup.ts';
import { runCommand } from './command.ts';

await runCommand('restore', async () => {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      'key-file': { type: 'string' },
      'work-dir': { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  if (!values.from) throw new BackupError('--from <file> is required');
  const passphrase = await operatorPassphrase(process.env, values['key-file']);
  const summary = await restore({
    from: values.from,
    passphrase,
    databaseUrl: values['database-url'] ?? (process.env.DATABASE_URL || undefined),
    dataDir: values['data-dir'] ?? (process.env.DATA_DIR || './data'),
    force: values.force,
    workDir: values['work-dir'],
  });
  return `restored ${values.from}: ${summary.database} database, ${summary.fileCount} uploaded files`;
});
