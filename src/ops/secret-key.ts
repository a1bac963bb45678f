import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The file in DATA_DIR that keeps the generated SECRET_KEY of an embedded deployment. */
export const SECRET_KEY_FILE = 'gateway-secret-key';
const KEY_BYTES = 32;

/**
 * The key that seals secrets at rest when SECRET_KEY is not configured (embedded database only):
 * generated once into `<dataDir>/gateway-secret-key`, readable by the owner alone (0600), and read back on
 * every later start. It sits beside the database files, so it protects a copy of the database
 * (a dump, a backup of the cluster alone), not a copy of the whole data directory: a deployment
 * that wants that sets SECRET_KEY from its secret store.
 */
export async function dataDirSecretKey(dataDir: string): Promise<Buffer> {
  const file = path.join(path.resolve(dataDir), SECRET_KEY_FILE);
  try {
    // O_EXCL: of two processes starting on one data directory, one writes and both read the same key.
    const handle = await open(file, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
    try {
      await handle.writeFile(`${randomBytes(KEY_BYTES).toString('base64')}\n`);
    } finally {
      await handle.close();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const { mode } = await stat(file);
  if ((mode & 0o077) !== 0) {
    throw new Error(`${file} is readable by others (mode ${(mode & 0o777).toString(8)}); chmod 600 it`);
  }
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${file} does not hold a ${KEY_BYTES}-byte base64 key`);
  return key;
}

/**
 * The key every stored secret is sealed with: SECRET_KEY when configured (always, with DATABASE_URL:
 * src/config.ts), else the embedded deployment's generated one. The service and the operator CLI
 * take it from here, so what one seals the other opens.
 */
export function configuredSecretKey(config: { secretKey: Buffer | undefined; dataDir: string }): Promise<Buffer> {
  return config.secretKey ? Promise.resolve(config.secretKey) : dataDirSecretKey(config.dataDir);
}
