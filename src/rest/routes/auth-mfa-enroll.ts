import { closed, text } from '../json-schema.ts';
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
  responseSchema: closed('A TOTP secret to add to an authenticator app; enforced once confirmed.', {
    secret: { ...text, description: 'Base32 TOTP secret.' },
    otpauthUri: { ...text, description: 'otpauth:// URI for a QR code.' },
  }),
  handle: ({ principal, auth }) => auth.enrollMfa(principal!.userId!),
});
