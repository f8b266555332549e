// The server's tests run in its folder whether vitest was started there or at the root (the root's one run of every
// workspace's tests, vitest.config.mts): the processes they start (`node --import tsx …`, `npm start`) resolve their
// tools and files from the working folder, as they do when the server's own `vitest run` starts them.
import { fileURLToPath } from 'node:url';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
