import { afterAll, beforeAll, expect, test } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '../../src/auth/passwords.ts';
import { TEXT_LIMITS } from '../../src/domain/text.ts';
import { graphql } from '../engine/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

/** inputLimits (issue 33, "limits are shown as you type"): the numbers the writes enforce. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const LIMITS = `query { inputLimits { nameMaxLength descriptionMaxLength reasonMaxLength commentMaxLength
  overrideMaxExpiryDays snoozeMaxDays bulkTriageMax passwordMinLength } }`;

test('inputLimits reads the bounds the writes check, and a comment one past its limit is refused', async () => {
  const { data } = await graphql(app, app.adminKey, LIMITS);
  expect(data.inputLimits).toEqual({
    nameMaxLength: TEXT_LIMITS.name,
    descriptionMaxLength: TEXT_LIMITS.description,
    reasonMaxLength: TEXT_LIMITS.reason,
    commentMaxLength: TEXT_LIMITS.comment,
    overrideMaxExpiryDays: 366,
    snoozeMaxDays: 365,
    bulkTriageMax: 100,
    passwordMinLength: MIN_PASSWORD_LENGTH,
  });
  const detection = (await graphql(app, app.adminKey, 'query { detections(first: 1) { edges { node { id } } } }')).data
    .detections.edges[0].node.id;
  const COMMENT = 'mutation($id: UUID!, $body: String!) { commentOnDetection(detectionId: $id, body: $body) { kind } }';
  const max = data.inputLimits.commentMaxLength as number;
  const over = await graphql(app, app.adminKey, COMMENT, { id: detection, body: 'x'.repeat(max + 1) });
  expect(over.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  const at = await graphql(app, app.adminKey, COMMENT, { id: detection, body: 'x'.repeat(max) });
  expect(at.errors).toBeUndefined();
});
