import { closed, text } from '../json-schema.ts';
import { model } from '../pydantic/validators/model.ts';
import { string } from '../pydantic/validators/string.ts';
import { handlerRoute } from '../route.ts';

export default handlerRoute({
  operationId: 'enrollMfa',
  method: 'POST',
  path: '/auth/mfa/enroll',
  tag: 'auth',
  summary: 'Start TOTP enrolment for the signed-in user',
  description:
    'Needs the password again (403 when wrong; it counts toward the sign-in lockout). Returns a new secret; sign-in ' +
    'requires codes only after POST /auth/mfa/confirm. 409 when MFA is already enabled.',
  permission: null,
  humanTokenOnly: true,
  request: { body: model({ password: string({ minLength: 1, description: "The user's current password." }) }) },
  status: 200,
  responseSchema: closed('A TOTP secret to add to an authenticator app; enforced once confirmed.', {
    secret: { ...text, description: 'Base32 TOTP secret.' },
    otpauthUri: { ...text, description: 'otpauth:// URI for a QR code.' },
  }),
  handle: ({ input, principal, auth, requestId, ip }) =>
    auth.enrollMfa(principal!.userId!, input.body.password, { requestId, clientAddress: ip }),
});
