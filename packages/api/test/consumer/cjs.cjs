// The packed package required as CommonJS from plain Node, talking to a real HTTP server.
const assert = require('node:assert/strict');
const { createServer } = require('node:http');
const { createApiClient, getStatusLine, isApiError, StatusSnapshot } = require('@safety-companion/api');
const { createAdminClient } = require('@safety-companion/api/admin');

const server = createServer((_request, response) => {
  response.writeHead(401, { 'Content-Type': 'application/json' }).end('{"message":"expired token"}');
});
server.listen(0, '127.0.0.1', async () => {
  const api = createApiClient({ baseUrl: `http://127.0.0.1:${server.address().port}/api`, timeoutMs: 2000 });
  try {
    const error = await api.post('/addFeedback', {}).catch((reason) => reason);
    assert.ok(isApiError(error));
    assert.equal(error.message, 'Authentication required');
    const signedOut = await createAdminClient({ baseUrl: `http://127.0.0.1:${server.address().port}/api` })
      .adminSession()
      .catch((reason) => reason);
    assert.ok(isApiError(signedOut));
    assert.equal(signedOut.status, 401);
    assert.equal(getStatusLine(StatusSnapshot.parse({ emergency: true })), 'EMERGENCY');
    console.log('CJS require works');
  } catch (failure) {
    console.error(failure);
    process.exitCode = 1;
  } finally {
    server.close();
  }
});
