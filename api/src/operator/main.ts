/** The entry of `npm run admin` (./cli.ts). */
import { ConfigError } from '../config/config.js';
import { DataDirLockedError } from '../db/lock.js';
import { runAdminCommand } from './cli.js';

runAdminCommand(process.argv.slice(2), (line) => console.log(line))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  });
