import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';
import { normaliseBody, orderTies } from '../support/normalise.ts';

/**
 * Whole bodies of the main REST reads on the demo data: every key, in wire order, and every
 * value, with only what differs between runs normalised (test/support/normalise.ts). The rules
 * are asserted one by one in reads.test.ts; these catch anything else that moves. When the demo
 * data changes, regenerate them in one go and review the diff:
 *
 *   npx vitest run test/rest/read-bodies.test.ts -u
 */

let app: TestApp;
let api: string;
const organizationIds = new Map<string, string>();

beforeAll(async () => {
  app = await startTestApp();
  api = `${app.url}/api/v1`;
  const { body } = await request(`${api}/organizations?pageSize=100`, { token: app.adminKey });
  for (const organization of body.items) organizationIds.set(organization.name, organization.id);
});
afterAll(() => app.close());

async function read<T = unknown>(path: string): Promise<T> {
  const response = await request(`${api}${path}`, { token: app.adminKey });
  expect(response.status, path).toBe(200);
  return response.body;
}

/** The body as JSON text, so the snapshot holds the wire's key order too. */
const wire = (body: unknown) => JSON.stringify(normaliseBody(body, app.clock.now()), null, 2);

function organization(name: string): string {
  const id = organizationIds.get(name);
  if (!id) throw new Error(`the demo data has no organization ${name}`);
  return id;
}

type Slice = { items: Record<string, unknown>[]; nextCursor: string | null };

describe('whole bodies of the REST reads', () => {
  test('GET /organizations, a page in the middle', async () => {
    expect(wire(await read('/organizations?pageSize=4&page=2'))).toMatchInlineSnapshot(`
      "{
        "items": [
          {
            "id": "<id 1>",
            "name": "Coastal Insurance Partners",
            "health": "degraded",
            "createdAt": "<date-time>",
            "updatedAt": "<date-time>"
          },
          {
            "id": "<id 2>",
            "name": "Evergreen Property Management",
            "health": "degraded",
            "createdAt": "<date-time>",
            "updatedAt": "<date-time>"
          },
          {
            "id": "<id 3>",
            "name": "Foxglove Florists",
            "health": "disconnected",
            "createdAt": "<date-time>",
            "updatedAt": "<date-time>"
          },
          {
            "id": "<id 4>",
            "name": "Granite Construction Supply",
            "health": "degraded",
            "createdAt": "<date-time>",
            "updatedAt": "<date-time>"
          }
        ],
        "total": 25,
        "page": 2,
        "pageSize": 4,
        "totalPages": 7
      }"
    `);
  });

  test('GET /organizations, filtered by health and name', async () => {
    expect(wire(await read('/organizations?health=degraded&q=co'))).toMatchInlineSnapshot(`
      "{
        "items": [
          {
            "id": "<id 1>",
            "name": "Bluebird Bakery Co.",
            "health": "degraded",
            "createdAt": "<date-time>",
            "updatedAt": "<date-time>"
          },
          {
            "id": "<id 2>",
            "name": "Coastal Insurance Partners",
            "health": "degraded",
            "createdAt": "<date-time>",
            "updatedAt": "<date-time>"
          },
          {
            "id": "<id 3>",
            "name": "Granite Construction Supply",
            "health": "degraded",
            "createdAt": "<date-time>",
            "updatedAt": "<date-time>"
          }
        ],
        "total": 3,
        "page": 1,
        "pageSize": 50,
        "totalPages": 1
      }"
    `);
  });

  test('GET /organizations/{id}/compliance: details of both reasons, a refusal, exclusions and failures', async () => {
    expect(wire(await read(`/organizations/${organization('Bluebird Bakery Co.')}/compliance`))).toMatchInlineSnapshot(`
      "{
        "organizationId": "<id 1>",
        "organizationName": "Bluebird Bakery Co.",
        "rollup": "fail",
        "items": [
          {
            "ruleId": "<id 2>",
            "ruleName": "MS.EXO.1.1v2 Automatic forwarding to external domains SHALL be disabled.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Exchange Online",
            "severity": "high",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "email.external_forwarding.blocked"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [
                {
                  "connector": "microsoft365",
                  "reason": "Exchange Online settings are read by the exchange_online connector"
                }
              ],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "email.external_forwarding.blocked"
            ],
            "sourceTypeCodes": {
              "email.external_forwarding.blocked": []
            },
            "sourceOptions": {
              "email.external_forwarding.blocked": [
                "exchange_online",
                "google_workspace"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 4>",
            "ruleName": "MS.EXO.13.1v1 Mailbox auditing SHALL be enabled.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Exchange Online",
            "severity": "high",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "audit.mailbox.enabled"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "audit.mailbox.enabled"
            ],
            "sourceTypeCodes": {
              "audit.mailbox.enabled": []
            },
            "sourceOptions": {
              "audit.mailbox.enabled": [
                "exchange_online"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 5>",
            "ruleName": "MS.EXO.15.1v1 URL comparison with a block-list SHOULD be enabled.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Exchange Online",
            "severity": "medium",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "email.safe_links.enabled"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [
                {
                  "connector": "microsoft365",
                  "reason": "Defender for Office 365 settings are read by the exchange_online connector"
                }
              ],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "email.safe_links.enabled"
            ],
            "sourceTypeCodes": {
              "email.safe_links.enabled": []
            },
            "sourceOptions": {
              "email.safe_links.enabled": [
                "exchange_online"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 6>",
            "ruleName": "MS.EXO.17.1v1 Unified Audit logging SHALL be enabled.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Exchange Online",
            "severity": "high",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "audit.log.enabled"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [
                {
                  "connector": "microsoft365",
                  "reason": "The unified audit log setting is read by the exchange_online connector"
                }
              ],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "audit.log.enabled"
            ],
            "sourceTypeCodes": {
              "audit.log.enabled": []
            },
            "sourceOptions": {
              "audit.log.enabled": [
                "exchange_online",
                "google_workspace"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 7>",
            "ruleName": "MS.EXO.2.2v2 An SPF policy SHALL be published for each domain that fails all non-approved senders.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Exchange Online",
            "severity": "high",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "email.spf.valid"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [
                {
                  "connector": "microsoft365",
                  "reason": "DNS records are read by the dns connector"
                }
              ],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "email.spf.valid"
            ],
            "sourceTypeCodes": {
              "email.spf.valid": []
            },
            "sourceOptions": {
              "email.spf.valid": [
                "dns",
                "google_workspace"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 8>",
            "ruleName": "MS.EXO.3.1v1 DKIM SHOULD be enabled for all domains.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Exchange Online",
            "severity": "medium",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "email.dkim.configured"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "email.dkim.configured"
            ],
            "sourceTypeCodes": {
              "email.dkim.configured": []
            },
            "sourceOptions": {
              "email.dkim.configured": [
                "dns"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 9>",
            "ruleName": "MS.EXO.4.1v1 A DMARC policy SHALL be published for every second-level domain.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Exchange Online",
            "severity": "high",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "email.dmarc.policy"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [
                {
                  "connector": "microsoft365",
                  "reason": "DNS records are read by the dns connector"
                }
              ],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "email.dmarc.policy"
            ],
            "sourceTypeCodes": {
              "email.dmarc.policy": []
            },
            "sourceOptions": {
              "email.dmarc.policy": [
                "dns",
                "google_workspace"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 10>",
            "ruleName": "MS.EXO.4.2v1 The DMARC message rejection option SHALL be p=reject.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Exchange Online",
            "severity": "high",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "email.dmarc.policy"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [
                {
                  "connector": "microsoft365",
                  "reason": "DNS records are read by the dns connector"
                }
              ],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "email.dmarc.policy"
            ],
            "sourceTypeCodes": {
              "email.dmarc.policy": []
            },
            "sourceOptions": {
              "email.dmarc.policy": [
                "dns",
                "google_workspace"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 11>",
            "ruleName": "MS.EXO.4.4v1 An agency point of contact SHOULD be included for aggregate and failure reports.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Exchange Online",
            "severity": "medium",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "email.dmarc.policy"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [
                {
                  "connector": "microsoft365",
                  "reason": "DNS records are read by the dns connector"
                }
              ],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "email.dmarc.policy"
            ],
            "sourceTypeCodes": {
              "email.dmarc.policy": []
            },
            "sourceOptions": {
              "email.dmarc.policy": [
                "dns",
                "google_workspace"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 12>",
            "ruleName": "MS.EXO.5.1v1 SMTP AUTH SHALL be disabled.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Exchange Online",
            "severity": "high",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "email.smtp_auth.disabled"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "email.smtp_auth.disabled"
            ],
            "sourceTypeCodes": {
              "email.smtp_auth.disabled": []
            },
            "sourceOptions": {
              "email.smtp_auth.disabled": [
                "exchange_online"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 13>",
            "ruleName": "MS.EXO.7.1v1 External sender warnings SHALL be implemented.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Exchange Online",
            "severity": "high",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "email.external_sender.tagged"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "email.external_sender.tagged"
            ],
            "sourceTypeCodes": {
              "email.external_sender.tagged": []
            },
            "sourceOptions": {
              "email.external_sender.tagged": [
                "exchange_online"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 14>",
            "ruleName": "MS.DEFENDER.6.1v1 Unified Audit logging SHALL be enabled.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Microsoft Defender",
            "severity": "high",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "audit.log.enabled"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [
                {
                  "connector": "microsoft365",
                  "reason": "The unified audit log setting is read by the exchange_online connector"
                }
              ],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "audit.log.enabled"
            ],
            "sourceTypeCodes": {
              "audit.log.enabled": []
            },
            "sourceOptions": {
              "audit.log.enabled": [
                "exchange_online",
                "google_workspace"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 15>",
            "ruleName": "MS.AAD.1.1v1 Legacy authentication SHALL be blocked.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Microsoft Entra ID",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 7,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "identity.legacy_auth.blocked"
            ],
            "sourceTypeCodes": {
              "identity.legacy_auth.blocked": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "identity.legacy_auth.blocked": [
                "microsoft365"
              ]
            },
            "connectedSourceTypeCodes": [
              "microsoft365"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 16>",
            "ruleName": "MS.AAD.2.1v1 Users detected as high risk SHALL be blocked.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Microsoft Entra ID",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 7,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "identity.risky_users.blocked"
            ],
            "sourceTypeCodes": {
              "identity.risky_users.blocked": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "identity.risky_users.blocked": [
                "microsoft365"
              ]
            },
            "connectedSourceTypeCodes": [
              "microsoft365"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 17>",
            "ruleName": "MS.AAD.2.3v1 Sign-ins detected as high risk SHALL be blocked.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Microsoft Entra ID",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 7,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "identity.risky_signins.blocked"
            ],
            "sourceTypeCodes": {
              "identity.risky_signins.blocked": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "identity.risky_signins.blocked": [
                "microsoft365"
              ]
            },
            "connectedSourceTypeCodes": [
              "microsoft365"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 18>",
            "ruleName": "MS.AAD.3.1v1 Phishing-resistant MFA SHALL be enforced for all users.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Microsoft Entra ID",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 7,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "identity.mfa.phishing_resistant"
            ],
            "sourceTypeCodes": {
              "identity.mfa.phishing_resistant": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "identity.mfa.phishing_resistant": [
                "microsoft365"
              ]
            },
            "connectedSourceTypeCodes": [
              "microsoft365"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 19>",
            "ruleName": "MS.AAD.3.2v1 If phishing-resistant MFA has not been enforced, an alternative MFA method SHALL be enforced for all users.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Microsoft Entra ID",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 7,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "identity.mfa.enforced"
            ],
            "sourceTypeCodes": {
              "identity.mfa.enforced": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "identity.mfa.enforced": [
                "google_workspace",
                "microsoft365",
                "okta"
              ]
            },
            "connectedSourceTypeCodes": [
              "microsoft365"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 20>",
            "ruleName": "MS.AAD.3.4v1 The Authentication Methods Manage Migration feature SHALL be set to Migration Complete.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Microsoft Entra ID",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 7,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "identity.auth_methods.migrated"
            ],
            "sourceTypeCodes": {
              "identity.auth_methods.migrated": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "identity.auth_methods.migrated": [
                "microsoft365"
              ]
            },
            "connectedSourceTypeCodes": [
              "microsoft365"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 21>",
            "ruleName": "MS.AAD.3.5v1 The authentication methods SMS, Voice Call, and Email One-Time Passcode (OTP) SHALL be disabled.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Microsoft Entra ID",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 7,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "identity.auth_methods.weak_disabled"
            ],
            "sourceTypeCodes": {
              "identity.auth_methods.weak_disabled": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "identity.auth_methods.weak_disabled": [
                "microsoft365"
              ]
            },
            "connectedSourceTypeCodes": [
              "microsoft365"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 22>",
            "ruleName": "MS.AAD.3.6v1 Phishing-resistant MFA SHALL be required for highly privileged roles.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Microsoft Entra ID",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 7,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "identity.admin.phishing_resistant"
            ],
            "sourceTypeCodes": {
              "identity.admin.phishing_resistant": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "identity.admin.phishing_resistant": [
                "microsoft365"
              ]
            },
            "connectedSourceTypeCodes": [
              "microsoft365"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 23>",
            "ruleName": "MS.AAD.3.7v1 Managed devices SHOULD be required for authentication.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Microsoft Entra ID",
            "severity": "medium",
            "status": "pass",
            "subjectsEvaluated": 7,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "identity.managed_device.required"
            ],
            "sourceTypeCodes": {
              "identity.managed_device.required": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "identity.managed_device.required": [
                "microsoft365"
              ]
            },
            "connectedSourceTypeCodes": [
              "microsoft365"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 24>",
            "ruleName": "MS.AAD.4.1v1 Security logs SHALL be sent to the agency's security operations center for monitoring.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Microsoft Entra ID",
            "severity": "high",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "logging.central.forwarded"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "logging.central.forwarded"
            ],
            "sourceTypeCodes": {
              "logging.central.forwarded": []
            },
            "sourceOptions": {
              "logging.central.forwarded": [
                "attestation"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 25>",
            "ruleName": "MS.AAD.5.1v1 Only administrators SHALL be allowed to register applications.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Microsoft Entra ID",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 7,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "identity.app_registration.restricted"
            ],
            "sourceTypeCodes": {
              "identity.app_registration.restricted": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "identity.app_registration.restricted": [
                "microsoft365"
              ]
            },
            "connectedSourceTypeCodes": [
              "microsoft365"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 26>",
            "ruleName": "MS.AAD.5.2v1 Only administrators SHALL be allowed to consent to applications.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Microsoft Entra ID",
            "severity": "high",
            "status": "fail",
            "subjectsEvaluated": 7,
            "subjectsFailing": 1,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "identity.user_consent.restricted"
            ],
            "sourceTypeCodes": {
              "identity.user_consent.restricted": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "identity.user_consent.restricted": [
                "microsoft365"
              ]
            },
            "connectedSourceTypeCodes": [
              "microsoft365"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 1
          },
          {
            "ruleId": "<id 27>",
            "ruleName": "MS.AAD.5.3v1 An admin consent workflow SHALL be configured for applications.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Microsoft Entra ID",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 7,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "identity.admin_consent.workflow"
            ],
            "sourceTypeCodes": {
              "identity.admin_consent.workflow": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "identity.admin_consent.workflow": [
                "microsoft365"
              ]
            },
            "connectedSourceTypeCodes": [
              "microsoft365"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 28>",
            "ruleName": "MS.AAD.6.1v1 User passwords SHALL NOT expire.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Microsoft Entra ID",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 7,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "identity.password.no_expiry"
            ],
            "sourceTypeCodes": {
              "identity.password.no_expiry": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "identity.password.no_expiry": [
                "microsoft365"
              ]
            },
            "connectedSourceTypeCodes": [
              "microsoft365"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 29>",
            "ruleName": "MS.AAD.7.1v1 A minimum of two users and a maximum of eight users SHALL be provisioned with the Global Administrator role.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Microsoft Entra ID",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 1,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "identity.admin.count_limited"
            ],
            "sourceTypeCodes": {
              "identity.admin.count_limited": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "identity.admin.count_limited": [
                "google_workspace",
                "microsoft365",
                "okta"
              ]
            },
            "connectedSourceTypeCodes": [
              "microsoft365"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 30>",
            "ruleName": "MS.AAD.7.3v1 Privileged users SHALL be provisioned cloud-only accounts separate from an on-premises directory or other federated identity providers.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Microsoft Entra ID",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 7,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "identity.admin.cloud_only"
            ],
            "sourceTypeCodes": {
              "identity.admin.cloud_only": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "identity.admin.cloud_only": [
                "microsoft365"
              ]
            },
            "connectedSourceTypeCodes": [
              "microsoft365"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 31>",
            "ruleName": "MS.AAD.8.1v1 Guest users SHOULD have limited or restricted access to Microsoft Entra ID directory objects.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Microsoft Entra ID",
            "severity": "medium",
            "status": "pass",
            "subjectsEvaluated": 6,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "identity.guest_access.restricted"
            ],
            "sourceTypeCodes": {
              "identity.guest_access.restricted": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "identity.guest_access.restricted": [
                "microsoft365"
              ]
            },
            "connectedSourceTypeCodes": [
              "microsoft365"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 32>",
            "ruleName": "MS.AAD.8.2v1 Only users with the Guest Inviter role SHOULD be able to invite guest users.",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "Microsoft Entra ID",
            "severity": "medium",
            "status": "pass",
            "subjectsEvaluated": 7,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "identity.guest_invites.restricted"
            ],
            "sourceTypeCodes": {
              "identity.guest_invites.restricted": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "identity.guest_invites.restricted": [
                "microsoft365"
              ]
            },
            "connectedSourceTypeCodes": [
              "microsoft365"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 33>",
            "ruleName": "MS.SHAREPOINT.1.1v1 External sharing for SharePoint SHALL be limited to \\"Existing guests\\" or \\"Only people in your organization\\".",
            "standardId": "<id 3>",
            "standardName": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "category": "SharePoint Online",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 3,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "data.sharing.external_restricted"
            ],
            "sourceTypeCodes": {
              "data.sharing.external_restricted": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "data.sharing.external_restricted": [
                "google_workspace",
                "microsoft365"
              ]
            },
            "connectedSourceTypeCodes": [
              "microsoft365"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 34>",
            "ruleName": "DE.AE-03 Security logs forwarded to central monitoring",
            "standardId": "<id 35>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Detect (DE.AE)",
            "severity": "medium",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "logging.central.forwarded"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "logging.central.forwarded"
            ],
            "sourceTypeCodes": {
              "logging.central.forwarded": []
            },
            "sourceOptions": {
              "logging.central.forwarded": [
                "attestation"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 36>",
            "ruleName": "DE.CM-09 Endpoint detection and response active",
            "standardId": "<id 35>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Detect (DE.CM)",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 8,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "endpoint.edr.active"
            ],
            "sourceTypeCodes": {
              "endpoint.edr.active": [
                "crowdstrike"
              ]
            },
            "sourceOptions": {
              "endpoint.edr.active": [
                "crowdstrike",
                "sentinelone"
              ]
            },
            "connectedSourceTypeCodes": [
              "crowdstrike"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 37>",
            "ruleName": "ID.AM-01 Hardware inventory maintained",
            "standardId": "<id 35>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Identify (ID.AM)",
            "severity": "medium",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "asset.inventory.maintained"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "asset.inventory.maintained"
            ],
            "sourceTypeCodes": {
              "asset.inventory.maintained": []
            },
            "sourceOptions": {
              "asset.inventory.maintained": [
                "attestation"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 38>",
            "ruleName": "ID.AM-02 Software and services inventory maintained",
            "standardId": "<id 35>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Identify (ID.AM)",
            "severity": "low",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "asset.inventory.maintained"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "asset.inventory.maintained"
            ],
            "sourceTypeCodes": {
              "asset.inventory.maintained": []
            },
            "sourceOptions": {
              "asset.inventory.maintained": [
                "attestation"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 39>",
            "ruleName": "ID.IM-02 Incident response exercised",
            "standardId": "<id 35>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Identify (ID.IM)",
            "severity": "medium",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "governance.incident_response.tested"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "governance.incident_response.tested"
            ],
            "sourceTypeCodes": {
              "governance.incident_response.tested": []
            },
            "sourceOptions": {
              "governance.incident_response.tested": [
                "attestation"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 40>",
            "ruleName": "ID.RA-01 Vulnerabilities identified and recorded",
            "standardId": "<id 35>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Identify (ID.RA)",
            "severity": "medium",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "vulnerability.scanning.performed"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "vulnerability.scanning.performed"
            ],
            "sourceTypeCodes": {
              "vulnerability.scanning.performed": []
            },
            "sourceOptions": {
              "vulnerability.scanning.performed": [
                "attestation"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 41>",
            "ruleName": "PR.AA-01 Dormant accounts disabled",
            "standardId": "<id 35>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Protect (PR.AA)",
            "severity": "medium",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "identity.inactive_accounts.disabled"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "identity.inactive_accounts.disabled"
            ],
            "sourceTypeCodes": {
              "identity.inactive_accounts.disabled": []
            },
            "sourceOptions": {
              "identity.inactive_accounts.disabled": [
                "okta"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 42>",
            "ruleName": "PR.AA-03 Multi-factor authentication enforced",
            "standardId": "<id 35>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Protect (PR.AA)",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 7,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "identity.mfa.enforced"
            ],
            "sourceTypeCodes": {
              "identity.mfa.enforced": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "identity.mfa.enforced": [
                "google_workspace",
                "microsoft365",
                "okta"
              ]
            },
            "connectedSourceTypeCodes": [
              "microsoft365"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 43>",
            "ruleName": "PR.AA-05 Privileged access reviewed",
            "standardId": "<id 35>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Protect (PR.AA)",
            "severity": "medium",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "access.privileged.reviewed"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "access.privileged.reviewed"
            ],
            "sourceTypeCodes": {
              "access.privileged.reviewed": []
            },
            "sourceOptions": {
              "access.privileged.reviewed": [
                "attestation"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 44>",
            "ruleName": "PR.AT-01 Security awareness training completed",
            "standardId": "<id 35>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Protect (PR.AT)",
            "severity": "medium",
            "status": "not_applicable",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": false,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "training.security_awareness.completed"
            ],
            "sourceTypeCodes": {
              "training.security_awareness.completed": []
            },
            "sourceOptions": {
              "training.security_awareness.completed": [
                "attestation"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 45>",
            "ruleName": "PR.DS-01 Device disks encrypted",
            "standardId": "<id 35>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Protect (PR.DS)",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 6,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [],
              "satisfiedBy": {},
              "connectedHere": [],
              "refusedHere": [],
              "degradedCoverage": [
                {
                  "typeCode": "intune",
                  "predicate": "device.disk.encrypted",
                  "status": "error"
                }
              ]
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "device.disk.encrypted"
            ],
            "sourceTypeCodes": {
              "device.disk.encrypted": [
                "intune"
              ]
            },
            "sourceOptions": {
              "device.disk.encrypted": [
                "intune",
                "jamf"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 46>",
            "ruleName": "PR.DS-02 Mail transport encryption enforced (MTA-STS)",
            "standardId": "<id 35>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Protect (PR.DS)",
            "severity": "medium",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "email.mta_sts.enforced"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "email.mta_sts.enforced"
            ],
            "sourceTypeCodes": {
              "email.mta_sts.enforced": []
            },
            "sourceOptions": {
              "email.mta_sts.enforced": [
                "dns"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 47>",
            "ruleName": "PR.DS-11 Backups created",
            "standardId": "<id 35>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Protect (PR.DS)",
            "severity": "high",
            "status": "no_data",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [],
              "satisfiedBy": {},
              "connectedHere": [],
              "refusedHere": [],
              "degradedCoverage": [
                {
                  "typeCode": "veeam",
                  "predicate": "backup.job.succeeded",
                  "status": "error"
                }
              ]
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "backup.job.succeeded"
            ],
            "sourceTypeCodes": {
              "backup.job.succeeded": [
                "veeam"
              ]
            },
            "sourceOptions": {
              "backup.job.succeeded": [
                "veeam"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 48>",
            "ruleName": "PR.IR-01 Host firewalls enabled",
            "standardId": "<id 35>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Protect (PR.IR)",
            "severity": "medium",
            "status": "pass",
            "subjectsEvaluated": 8,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "device.firewall.enabled"
            ],
            "sourceTypeCodes": {
              "device.firewall.enabled": [
                "crowdstrike"
              ]
            },
            "sourceOptions": {
              "device.firewall.enabled": [
                "crowdstrike",
                "jamf"
              ]
            },
            "connectedSourceTypeCodes": [
              "crowdstrike"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 49>",
            "ruleName": "PR.PS-01 Devices compliant with configuration policy",
            "standardId": "<id 35>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Protect (PR.PS)",
            "severity": "medium",
            "status": "fail",
            "subjectsEvaluated": 6,
            "subjectsFailing": 1,
            "detail": {
              "missingPredicates": [],
              "satisfiedBy": {},
              "connectedHere": [],
              "refusedHere": [],
              "degradedCoverage": [
                {
                  "typeCode": "intune",
                  "predicate": "device.compliance.compliant",
                  "status": "error"
                }
              ]
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "device.compliance.compliant"
            ],
            "sourceTypeCodes": {
              "device.compliance.compliant": [
                "intune"
              ]
            },
            "sourceOptions": {
              "device.compliance.compliant": [
                "intune"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 1
          },
          {
            "ruleId": "<id 50>",
            "ruleName": "PR.PS-02 Supported operating systems",
            "standardId": "<id 35>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Protect (PR.PS)",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 8,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "device.os.supported"
            ],
            "sourceTypeCodes": {
              "device.os.supported": [
                "crowdstrike",
                "intune"
              ]
            },
            "sourceOptions": {
              "device.os.supported": [
                "crowdstrike",
                "intune",
                "jamf",
                "sentinelone"
              ]
            },
            "connectedSourceTypeCodes": [
              "crowdstrike"
            ],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 51>",
            "ruleName": "PR.PS-04 Audit logging enabled",
            "standardId": "<id 35>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Protect (PR.PS)",
            "severity": "medium",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "audit.log.enabled"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [
                {
                  "connector": "microsoft365",
                  "reason": "The unified audit log setting is read by the exchange_online connector"
                }
              ],
              "degradedCoverage": []
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "audit.log.enabled"
            ],
            "sourceTypeCodes": {
              "audit.log.enabled": []
            },
            "sourceOptions": {
              "audit.log.enabled": [
                "exchange_online",
                "google_workspace"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 52>",
            "ruleName": "PR.PS-05 Application control enforced",
            "standardId": "<id 35>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Protect (PR.PS)",
            "severity": "high",
            "status": "no_data",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [],
              "satisfiedBy": {},
              "connectedHere": [],
              "refusedHere": [],
              "degradedCoverage": [
                {
                  "typeCode": "intune",
                  "predicate": "app.allowlisting.enforced",
                  "status": "error"
                }
              ]
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "app.allowlisting.enforced"
            ],
            "sourceTypeCodes": {
              "app.allowlisting.enforced": [
                "intune"
              ]
            },
            "sourceOptions": {
              "app.allowlisting.enforced": [
                "attestation",
                "intune"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 53>",
            "ruleName": "RC.RP-03 Backup restores tested",
            "standardId": "<id 35>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Recover (RC.RP)",
            "severity": "high",
            "status": "no_data",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [],
              "satisfiedBy": {},
              "connectedHere": [],
              "refusedHere": [],
              "degradedCoverage": [
                {
                  "typeCode": "veeam",
                  "predicate": "backup.restore.tested",
                  "status": "error"
                }
              ]
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "backup.restore.tested"
            ],
            "sourceTypeCodes": {
              "backup.restore.tested": [
                "veeam"
              ]
            },
            "sourceOptions": {
              "backup.restore.tested": [
                "attestation",
                "veeam"
              ]
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          }
        ]
      }"
    `);
  });

  test('GET /organizations/{id}/compliance: a control disabled by an override', async () => {
    const grid = await read<{ items: { disabledReason: string | null }[] }>(
      `/organizations/${organization('Keystone Engineering')}/compliance`,
    );
    expect(wire({ ...grid, items: grid.items.filter((row) => row.disabledReason !== null) })).toMatchInlineSnapshot(`
      "{
        "organizationId": "<id 1>",
        "organizationName": "Keystone Engineering",
        "rollup": "fail",
        "items": [
          {
            "ruleId": "<id 2>",
            "ruleName": "PR.PS-05 Application control enforced",
            "standardId": "<id 3>",
            "standardName": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "category": "Protect (PR.PS)",
            "severity": "high",
            "status": "not_applicable",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": false,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "app.allowlisting.enforced"
            ],
            "sourceTypeCodes": {
              "app.allowlisting.enforced": [
                "intune"
              ]
            },
            "sourceOptions": {
              "app.allowlisting.enforced": [
                "attestation",
                "intune"
              ]
            },
            "connectedSourceTypeCodes": [
              "intune"
            ],
            "isOverridden": true,
            "disabledReason": "Shop-floor CAD stations are exempt under the client risk acceptance RA-2024-07",
            "disabledByName": "Demo Admin",
            "disabledAt": "<date-time>",
            "openDetectionCount": 0
          }
        ]
      }"
    `);
  });

  test('GET /organizations/{id}/compliance/trend', async () => {
    expect(
      wire(await read(`/organizations/${organization('Keystone Engineering')}/compliance/trend?days=7`)),
    ).toMatchInlineSnapshot(`
      "{
        "organizationId": "<id 1>",
        "organizationName": "Keystone Engineering",
        "windowDays": 7,
        "buckets": [
          {
            "day": "<today-6>",
            "passCount": 20,
            "failCount": 4,
            "noDataCount": 1,
            "notCoveredCount": 23,
            "notApplicableCount": 2
          },
          {
            "day": "<today-5>",
            "passCount": 20,
            "failCount": 4,
            "noDataCount": 1,
            "notCoveredCount": 23,
            "notApplicableCount": 2
          },
          {
            "day": "<today-4>",
            "passCount": 20,
            "failCount": 4,
            "noDataCount": 1,
            "notCoveredCount": 23,
            "notApplicableCount": 2
          },
          {
            "day": "<today-3>",
            "passCount": 20,
            "failCount": 4,
            "noDataCount": 1,
            "notCoveredCount": 23,
            "notApplicableCount": 2
          },
          {
            "day": "<today-2>",
            "passCount": 20,
            "failCount": 4,
            "noDataCount": 1,
            "notCoveredCount": 23,
            "notApplicableCount": 2
          },
          {
            "day": "<today-1>",
            "passCount": 20,
            "failCount": 4,
            "noDataCount": 1,
            "notCoveredCount": 23,
            "notApplicableCount": 2
          },
          {
            "day": "<today>",
            "passCount": 20,
            "failCount": 4,
            "noDataCount": 1,
            "notCoveredCount": 23,
            "notApplicableCount": 2
          }
        ]
      }"
    `);
  });

  test('GET /organizations/{id}/detections, two slices by cursor', async () => {
    const path = `/organizations/${organization('Tidewater Marine Services')}/detections`;
    const first = await read<Slice>(`${path}?limit=2`);
    const second = await read<Slice>(`${path}?limit=3&cursor=${encodeURIComponent(first.nextCursor!)}`);
    const all = await read<Slice>(`${path}?limit=100`);
    // The cursor walks the list in its own order.
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
      all.items.slice(0, 5).map((item) => item.id),
    );
    // Detections first seen together come back in the order of their random ids, and a slice may
    // end inside such a tie: the bodies are compared with the whole list's ties ordered by title.
    const ordered = orderTies(all.items, 'firstSeenAt', 'title');
    expect(wire({ ...first, items: ordered.slice(0, 2) })).toMatchInlineSnapshot(`
      "{
        "items": [
          {
            "id": "<id 1>",
            "organizationId": "<id 2>",
            "ruleId": "<id 3>",
            "standardId": "<id 4>",
            "evaluationId": "<id 5>",
            "status": "open",
            "severity": "high",
            "title": "MS.SHAREPOINT.1.1v1 External sharing for SharePoint SHALL be limited to \\"Existing guests\\" or \\"Only people in your organization\\".: https://tidewater.sharepoint.example/sites/Finance",
            "subject": "https://tidewater.sharepoint.example/sites/Finance",
            "evidence": {
              "source": "microsoft365",
              "expected": {
                "restricted": true
              },
              "observed": {
                "restricted": false
              },
              "predicate": "data.sharing.external_restricted",
              "observedAt": "<date-time>"
            },
            "firstSeenAt": "<date-time>",
            "lastSeenAt": "<date-time>",
            "resolvedAt": null
          },
          {
            "id": "<id 6>",
            "organizationId": "<id 2>",
            "ruleId": "<id 7>",
            "standardId": "<id 4>",
            "evaluationId": "<id 8>",
            "status": "open",
            "severity": "high",
            "title": "MS.AAD.2.1v1 Users detected as high risk SHALL be blocked.: taylor.larsen@tidewater.example",
            "subject": "taylor.larsen@tidewater.example",
            "evidence": {
              "source": "microsoft365",
              "expected": {
                "blocked": true
              },
              "observed": {
                "blocked": false
              },
              "predicate": "identity.risky_users.blocked",
              "observedAt": "<date-time>"
            },
            "firstSeenAt": "<date-time>",
            "lastSeenAt": "<date-time>",
            "resolvedAt": null
          }
        ],
        "nextCursor": "<cursor>",
        "hasMore": true,
        "page": null,
        "total": null
      }"
    `);
    expect(wire({ ...second, items: ordered.slice(2, 5) })).toMatchInlineSnapshot(`
      "{
        "items": [
          {
            "id": "<id 1>",
            "organizationId": "<id 2>",
            "ruleId": "<id 3>",
            "standardId": "<id 4>",
            "evaluationId": "<id 5>",
            "status": "open",
            "severity": "high",
            "title": "PR.DS-01 Device disks encrypted: TMS-WS-023",
            "subject": "TMS-WS-023",
            "evidence": {
              "source": "intune",
              "expected": {
                "encrypted": true
              },
              "observed": {
                "encrypted": false
              },
              "predicate": "device.disk.encrypted",
              "observedAt": "<date-time>"
            },
            "firstSeenAt": "<date-time>",
            "lastSeenAt": "<date-time>",
            "resolvedAt": null
          },
          {
            "id": "<id 6>",
            "organizationId": "<id 2>",
            "ruleId": "<id 7>",
            "standardId": "<id 4>",
            "evaluationId": "<id 8>",
            "status": "resolved",
            "severity": "medium",
            "title": "PR.IR-01 Host firewalls enabled: TMS-MAC-010",
            "subject": "TMS-MAC-010",
            "evidence": {
              "source": "crowdstrike",
              "expected": {
                "enabled": true
              },
              "observed": {
                "enabled": false
              },
              "predicate": "device.firewall.enabled",
              "observedAt": "<date-time>"
            },
            "firstSeenAt": "<date-time>",
            "lastSeenAt": "<date-time>",
            "resolvedAt": "<date-time>"
          },
          {
            "id": "<id 9>",
            "organizationId": "<id 2>",
            "ruleId": "<id 10>",
            "standardId": "<id 4>",
            "evaluationId": "<id 11>",
            "status": "resolved",
            "severity": "high",
            "title": "PR.PS-02 Supported operating systems: TMS-MAC-004",
            "subject": "TMS-MAC-004",
            "evidence": {
              "source": "crowdstrike",
              "expected": {
                "supported": true
              },
              "observed": {
                "supported": false
              },
              "predicate": "device.os.supported",
              "observedAt": "<date-time>"
            },
            "firstSeenAt": "<date-time>",
            "lastSeenAt": "<date-time>",
            "resolvedAt": "<date-time>"
          }
        ],
        "nextCursor": "<cursor>",
        "hasMore": true,
        "page": null,
        "total": null
      }"
    `);
  });

  test('GET /detections/{id}', async () => {
    const detection = await app.db.detection.findFirstOrThrow({
      where: { tenantId: app.demoTenantId, status: 'resolved' },
      orderBy: [{ title: 'asc' }, { firstSeenAt: 'asc' }],
    });
    expect(wire(await read(`/detections/${detection.id}`))).toMatchInlineSnapshot(`
      "{
        "id": "<id 1>",
        "organizationId": "<id 2>",
        "ruleId": "<id 3>",
        "standardId": "<id 4>",
        "evaluationId": "<id 5>",
        "status": "resolved",
        "severity": "high",
        "title": "DE.CM-09 Endpoint detection and response active: KE-WS-003",
        "subject": "KE-WS-003",
        "evidence": {
          "source": "sentinelone",
          "expected": {
            "active": true
          },
          "observed": {
            "active": false
          },
          "predicate": "endpoint.edr.active",
          "observedAt": "<date-time>"
        },
        "firstSeenAt": "<date-time>",
        "lastSeenAt": "<date-time>",
        "resolvedAt": "<date-time>"
      }"
    `);
  });

  test('GET /standards, one standard, and a page of its controls', async () => {
    const standards = await read<{ items: { id: string; slug: string }[] }>('/standards');
    expect(wire(standards)).toMatchInlineSnapshot(`
      "{
        "items": [
          {
            "id": "<id 1>",
            "slug": "cisa-scuba-m365",
            "name": "CISA SCuBA Microsoft 365 Secure Configuration Baselines",
            "description": "The policies of the CISA Secure Cloud Business Applications (SCuBA) baselines for Microsoft Entra ID, Exchange Online, SharePoint Online and Microsoft Defender that the catalog can judge: identity protection, authentication methods, application consent, privileged roles, guest access, mail authentication (SPF, DKIM, DMARC), mail flow and audit logging. Source: https://github.com/cisagov/ScubaGear/tree/v1.8.0/PowerShell/ScubaGear/baselines (Public domain (U.S. Government work, 17 U.S.C. 105); TLP:CLEAR). Policy identifiers, statements and rationales from the CISA M365 Secure Configuration Baselines (ScubaGear v1.8.0), a U.S. Government work; remediation summarised from their instructions.",
            "version": 1,
            "enabled": true,
            "controlCount": 31,
            "organizationCount": 25,
            "rollup": {
              "pass": 351,
              "fail": 47,
              "noData": 53,
              "notCovered": 321,
              "notApplicable": 3
            },
            "createdAt": "<date-time>",
            "updatedAt": "<date-time>"
          },
          {
            "id": "<id 2>",
            "slug": "nist-csf-2",
            "name": "NIST Cybersecurity Framework 2.0 (measurable outcomes)",
            "description": "The CSF 2.0 subcategories for which a connector measures, or a person attests, evidence: asset inventories, vulnerability identification, authentication, access review, awareness training, data protection, backups, platform security, monitoring and recovery. Source: https://doi.org/10.6028/NIST.CSWP.29 (Public domain (U.S. Government work, 17 U.S.C. 105)). Subcategory identifiers and outcomes from The NIST Cybersecurity Framework (CSF) 2.0, NIST CSWP 29 (2024); the evidence mapping and remediation are this project’s.",
            "version": 1,
            "enabled": true,
            "controlCount": 19,
            "organizationCount": 25,
            "rollup": {
              "pass": 131,
              "fail": 21,
              "noData": 47,
              "notCovered": 250,
              "notApplicable": 26
            },
            "createdAt": "<date-time>",
            "updatedAt": "<date-time>"
          }
        ],
        "total": 2,
        "page": 1,
        "pageSize": 50,
        "totalPages": 1
      }"
    `);
    const csf = standards.items.find((standard) => standard.slug === 'nist-csf-2')!;
    expect(await read(`/standards/${csf.id}`)).toStrictEqual(csf);
    expect(wire(await read(`/standards/${csf.id}/controls?pageSize=3&page=2`))).toMatchInlineSnapshot(`
      "{
        "items": [
          {
            "id": "<id 1>",
            "standardId": "<id 2>",
            "name": "ID.AM-02 Software and services inventory maintained",
            "slug": "nist-csf-2-id-am-02",
            "category": "Identify (ID.AM)",
            "severity": "low",
            "autonomy": "suggest_only",
            "enabled": true,
            "parameters": {},
            "definition": {
              "match": {
                "predicate": "asset.inventory.maintained"
              },
              "expect": {
                "maintained": true
              }
            },
            "requires": [
              "asset.inventory.maintained"
            ],
            "createdAt": "<date-time>",
            "updatedAt": "<date-time>",
            "description": "ID.AM-02: Inventories of software, services, and systems managed by the organization are maintained. Evidence judged here: a person attests that the software and services inventory is kept current."
          },
          {
            "id": "<id 3>",
            "standardId": "<id 2>",
            "name": "ID.IM-02 Incident response exercised",
            "slug": "nist-csf-2-id-im-02",
            "category": "Identify (ID.IM)",
            "severity": "medium",
            "autonomy": "suggest_only",
            "enabled": true,
            "parameters": {},
            "definition": {
              "match": {
                "predicate": "governance.incident_response.tested"
              },
              "expect": {
                "tested": true
              }
            },
            "requires": [
              "governance.incident_response.tested"
            ],
            "createdAt": "<date-time>",
            "updatedAt": "<date-time>",
            "description": "ID.IM-02: Improvements are identified from security tests and exercises, including those done in coordination with suppliers and relevant third parties. Evidence judged here: a person attests that the incident response plan was exercised and its lessons recorded."
          },
          {
            "id": "<id 4>",
            "standardId": "<id 2>",
            "name": "ID.RA-01 Vulnerabilities identified and recorded",
            "slug": "nist-csf-2-id-ra-01",
            "category": "Identify (ID.RA)",
            "severity": "medium",
            "autonomy": "suggest_only",
            "enabled": true,
            "parameters": {},
            "definition": {
              "match": {
                "predicate": "vulnerability.scanning.performed"
              },
              "expect": {
                "performed": true
              }
            },
            "requires": [
              "vulnerability.scanning.performed"
            ],
            "createdAt": "<date-time>",
            "updatedAt": "<date-time>",
            "description": "ID.RA-01: Vulnerabilities in assets are identified, validated, and recorded. Evidence judged here: a person attests that vulnerability scans run on schedule and their findings are recorded."
          }
        ],
        "total": 19,
        "page": 2,
        "pageSize": 3,
        "totalPages": 7
      }"
    `);
  });
});
