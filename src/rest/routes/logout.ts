import { handlerRoute } from '../route.ts';

export default handlerRoute({
  operationId: 'logout',
  method: 'POST',
  path: '/auth/logout',
  tag: 'auth',
  summary: 'End the session of the presented access token',
  description: 'Its access tokens and refresh tokens stop working at once.',
  permission: null,
  humanTokenOnly: true,
  request: {},
  status: 204,
  handle: async ({ principal, auth, requestId, ip }) => {
    const { sessionId, userId, tenantId } = principal!;
    await auth.logout(sessionId!, { userId: userId!, tenantId, requestId, clientAddress: ip });
    return undefined;
  },
});
