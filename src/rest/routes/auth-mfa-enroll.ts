import { handlerRoute } from '../route.ts';

export default handlerRoute({
  operationId: 'enrollMfa',
  method: 'POST',
  path: '/auth/mfa/enroll',
  tag: 'auth',
  summary: 'Start TOTP enrolment for the signed-in user',
  description:
    'Returns a new secret; sign-in requires codes only after POST /auth/mfa/confirm. 409 when MFA is already enabled.',
  permission: null,
  humanTokenOnly: true,
  request: {},
  status: 200,
  responseSchema: {
    type: 'object',
    properties: { secret: { type: 'string', description: 'Base32 TOTP secret.' }, otpauthUri: { type: 'string' } },
    required: ['secret', 'otpauthUri'],
    additionalProperties: false,
  },
  handle: ({ principal, auth }) => auth.enrollMfa(principal!.userId!),
});
