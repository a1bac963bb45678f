import { model } from '../pydantic/validators/model.ts';
import { string } from '../pydantic/validators/string.ts';
import { handlerRoute } from '../route.ts';
import { TOKEN_PAIR_SCHEMA } from '../token-pair.ts';

export default handlerRoute({
  operationId: 'refreshSession',
  method: 'POST',
  path: '/auth/refresh',
  tag: 'auth',
  summary: 'Exchange a refresh token for a new access and refresh token',
  description: 'The presented token is spent. Presenting a spent token again revokes the whole session (401).',
  permission: null,
  authentication: 'public',
  request: { body: model({ refreshToken: string({ minLength: 1 }) }) },
  status: 200,
  responseSchema: TOKEN_PAIR_SCHEMA,
  handle: ({ input, auth, ip, requestId }) => auth.refresh(input.body.refreshToken, { clientAddress: ip, requestId }),
});
