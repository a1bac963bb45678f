import { model } from '../pydantic/validators/model.ts';
import { string } from '../pydantic/validators/string.ts';
import { handlerRoute } from '../route.ts';

export default handlerRoute({
  operationId: 'confirmMfa',
  method: 'POST',
  path: '/auth/mfa/confirm',
  tag: 'auth',
  summary: 'Confirm TOTP enrolment with a current code',
  description:
    'From then on sign-in requires a code; every other session of the user ends. A wrong or already used code is a 422.',
  permission: null,
  humanTokenOnly: true,
  request: { body: model({ otp: string({ minLength: 1 }) }) },
  status: 204,
  handle: async ({ input, principal, auth, requestId, ip }) => {
    await auth.confirmMfa(principal!.userId!, input.body.otp, principal!.sessionId!, { requestId, clientAddress: ip });
    return undefined;
  },
});
