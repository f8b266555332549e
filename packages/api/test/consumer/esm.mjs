// The packed package imported as ESM from plain Node, talking to a real HTTP server.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import {
  AccessCode,
  AdminCredentials,
  createApiClient,
  DEMO_ACCESS_CODE,
  describeFeedbackError,
  isApiError,
} from '@safety-companion/api';
import { createAdminClient } from '@safety-companion/api/admin';

const server = createServer((request, response) => {
  if (request.url === '/api/getSnapshot?accessCode=ABC123') {
    response
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end('{"accessCode":"ABC123","emergency":true}');
  } else {
    response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Nothing here"}');
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const api = createApiClient({ baseUrl: `http://127.0.0.1:${server.address().port}/api` });
try {
  // The private contract package is bundled in, never installed.
  assert.throws(() => import.meta.resolve('@safety-companion/contract'), /Cannot find package/);
  assert.equal(AccessCode.parse('abc123'), 'ABC123');
  assert.equal(AdminCredentials.parse({ username: ' ada ', password: 'x' }).username, 'ada');
  assert.equal((await api.getSnapshot('abc123')).emergency, true);
  assert.equal((await api.getSnapshot(DEMO_ACCESS_CODE)).accessCode, 'AAAAAA');
  const error = await api.get('/missing').catch((reason) => reason);
  assert.ok(isApiError(error));
  assert.equal(error.message, 'Nothing here');
  // The admin entry's client is its own module, yet its failures are the package's one `ApiError`.
  const admin = createAdminClient({ baseUrl: `http://127.0.0.1:${server.address().port}/api` });
  const refused = await admin.getFeedback('1').catch((reason) => reason);
  assert.ok(isApiError(refused));
  assert.equal(refused.status, 404);
  assert.equal(
    describeFeedbackError(new Error('Authentication required')),
    'Please log in to submit feedback.',
  );
  console.log('ESM import works');
} finally {
  server.close();
}
