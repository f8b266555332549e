// Holds a data folder's lock like a running server, until killed: `tsx test/hold-data-dir.ts <folder>`.
import { lockDataDir } from '../src/database/data-dir-lock.js';

const folder = process.argv[2];
if (!folder) throw new Error('Give the data folder.');
await lockDataDir(folder);
console.log('locked');
setInterval(() => {}, 60_000);
