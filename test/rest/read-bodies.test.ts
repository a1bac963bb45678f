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
            "ruleName": "MFA for all users",
            "standardId": "<id 3>",
            "standardName": "CIS Controls v8 (IG1)",
            "category": "Access Control",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 12,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 3,
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
            "ruleId": "<id 4>",
            "ruleName": "Restrict local administrator rights",
            "standardId": "<id 3>",
            "standardName": "CIS Controls v8 (IG1)",
            "category": "Access Control",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 3,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [],
              "satisfiedBy": {},
              "connectedHere": [],
              "refusedHere": [],
              "degradedCoverage": [
                {
                  "typeCode": "intune",
                  "predicate": "device.local_admin.restricted",
                  "status": "error"
                }
              ]
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 3,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "device.local_admin.restricted"
            ],
            "sourceTypeCodes": {
              "device.local_admin.restricted": [
                "intune"
              ]
            },
            "sourceOptions": {
              "device.local_admin.restricted": [
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
            "ruleId": "<id 5>",
            "ruleName": "Disable dormant accounts",
            "standardId": "<id 3>",
            "standardName": "CIS Controls v8 (IG1)",
            "category": "Account Management",
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
            "standardVersion": 3,
            "effectiveEnabled": true,
            "parameters": {
              "maxInactiveDays": 45
            },
            "effectiveParameters": {
              "maxInactiveDays": 45
            },
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
            "ruleId": "<id 6>",
            "ruleName": "Password policy",
            "standardId": "<id 3>",
            "standardName": "CIS Controls v8 (IG1)",
            "category": "Account Management",
            "severity": "medium",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "identity.password.policy"
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
            "standardVersion": 3,
            "effectiveEnabled": true,
            "parameters": {
              "minLength": 14
            },
            "effectiveParameters": {
              "minLength": 14
            },
            "requiredPredicates": [
              "identity.password.policy"
            ],
            "sourceTypeCodes": {
              "identity.password.policy": []
            },
            "sourceOptions": {
              "identity.password.policy": [
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
            "ruleId": "<id 7>",
            "ruleName": "Supported operating system",
            "standardId": "<id 3>",
            "standardName": "CIS Controls v8 (IG1)",
            "category": "Asset Inventory",
            "severity": "medium",
            "status": "pass",
            "subjectsEvaluated": 7,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 3,
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
            "ruleId": "<id 8>",
            "ruleName": "Audit logging enabled",
            "standardId": "<id 3>",
            "standardName": "CIS Controls v8 (IG1)",
            "category": "Audit Log Management",
            "severity": "medium",
            "status": "no_data",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 3,
            "effectiveEnabled": true,
            "parameters": {
              "retentionDays": 90
            },
            "effectiveParameters": {
              "retentionDays": 90
            },
            "requiredPredicates": [
              "audit.log.enabled"
            ],
            "sourceTypeCodes": {
              "audit.log.enabled": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "audit.log.enabled": [
                "exchange_online",
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
            "ruleId": "<id 9>",
            "ruleName": "BitLocker enabled on Windows devices",
            "standardId": "<id 3>",
            "standardName": "CIS Controls v8 (IG1)",
            "category": "Data Protection",
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
                  "predicate": "device.disk.bitlocker",
                  "status": "error"
                }
              ]
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 3,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "device.disk.bitlocker"
            ],
            "sourceTypeCodes": {
              "device.disk.bitlocker": [
                "intune"
              ]
            },
            "sourceOptions": {
              "device.disk.bitlocker": [
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
            "ruleId": "<id 10>",
            "ruleName": "Encrypt data on end-user devices",
            "standardId": "<id 3>",
            "standardName": "CIS Controls v8 (IG1)",
            "category": "Data Protection",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 3,
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
            "standardVersion": 3,
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
            "ruleId": "<id 11>",
            "ruleName": "Automated backups succeed",
            "standardId": "<id 3>",
            "standardName": "CIS Controls v8 (IG1)",
            "category": "Data Recovery",
            "severity": "high",
            "status": "fail",
            "subjectsEvaluated": 2,
            "subjectsFailing": 1,
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
            "standardVersion": 3,
            "effectiveEnabled": true,
            "parameters": {
              "maxAgeHours": 24
            },
            "effectiveParameters": {
              "maxAgeHours": 24
            },
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
            "openDetectionCount": 1
          },
          {
            "ruleId": "<id 12>",
            "ruleName": "Isolated backup copy",
            "standardId": "<id 3>",
            "standardName": "CIS Controls v8 (IG1)",
            "category": "Data Recovery",
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
                  "predicate": "backup.immutable.enabled",
                  "status": "error"
                },
                {
                  "typeCode": "veeam",
                  "predicate": "backup.offsite.copy",
                  "status": "error"
                }
              ]
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 3,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "backup.immutable.enabled",
              "backup.offsite.copy"
            ],
            "sourceTypeCodes": {
              "backup.immutable.enabled": [
                "veeam"
              ],
              "backup.offsite.copy": [
                "veeam"
              ]
            },
            "sourceOptions": {
              "backup.immutable.enabled": [
                "veeam"
              ],
              "backup.offsite.copy": [
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
            "ruleId": "<id 13>",
            "ruleName": "Anti-malware signatures current",
            "standardId": "<id 3>",
            "standardName": "CIS Controls v8 (IG1)",
            "category": "Malware Defenses",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 6,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 3,
            "effectiveEnabled": true,
            "parameters": {
              "maxAgeHours": 24
            },
            "effectiveParameters": {
              "maxAgeHours": 24
            },
            "requiredPredicates": [
              "endpoint.av.signatures_current"
            ],
            "sourceTypeCodes": {
              "endpoint.av.signatures_current": [
                "crowdstrike"
              ]
            },
            "sourceOptions": {
              "endpoint.av.signatures_current": [
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
            "ruleId": "<id 14>",
            "ruleName": "EDR agent active",
            "standardId": "<id 3>",
            "standardName": "CIS Controls v8 (IG1)",
            "category": "Malware Defenses",
            "severity": "high",
            "status": "no_data",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 3,
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
            "ruleId": "<id 15>",
            "ruleName": "Automatic screen lock",
            "standardId": "<id 3>",
            "standardName": "CIS Controls v8 (IG1)",
            "category": "Secure Configuration",
            "severity": "low",
            "status": "pass",
            "subjectsEvaluated": 3,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [],
              "satisfiedBy": {},
              "connectedHere": [],
              "refusedHere": [],
              "degradedCoverage": [
                {
                  "typeCode": "intune",
                  "predicate": "device.screen_lock.enabled",
                  "status": "error"
                }
              ]
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 3,
            "effectiveEnabled": true,
            "parameters": {
              "maxIdleMinutes": 15
            },
            "effectiveParameters": {
              "maxIdleMinutes": 15
            },
            "requiredPredicates": [
              "device.screen_lock.enabled"
            ],
            "sourceTypeCodes": {
              "device.screen_lock.enabled": [
                "intune"
              ]
            },
            "sourceOptions": {
              "device.screen_lock.enabled": [
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
            "ruleId": "<id 16>",
            "ruleName": "Host-based firewall enabled",
            "standardId": "<id 3>",
            "standardName": "CIS Controls v8 (IG1)",
            "category": "Secure Configuration",
            "severity": "medium",
            "status": "pass",
            "subjectsEvaluated": 7,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 3,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "device.firewall.enabled"
            ],
            "sourceTypeCodes": {
              "device.firewall.enabled": [
                "crowdstrike",
                "intune"
              ]
            },
            "sourceOptions": {
              "device.firewall.enabled": [
                "crowdstrike",
                "intune",
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
            "ruleId": "<id 17>",
            "ruleName": "Network devices hardened",
            "standardId": "<id 3>",
            "standardName": "CIS Controls v8 (IG1)",
            "category": "Secure Configuration",
            "severity": "medium",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "network.device.config_hardened"
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
            "standardVersion": 3,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "network.device.config_hardened"
            ],
            "sourceTypeCodes": {
              "network.device.config_hardened": []
            },
            "sourceOptions": {
              "network.device.config_hardened": []
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 18>",
            "ruleName": "Operating system patches current",
            "standardId": "<id 3>",
            "standardName": "CIS Controls v8 (IG1)",
            "category": "Vulnerability Management",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 3,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [],
              "satisfiedBy": {},
              "connectedHere": [],
              "refusedHere": [],
              "degradedCoverage": [
                {
                  "typeCode": "intune",
                  "predicate": "device.os.patched",
                  "status": "error"
                }
              ]
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 3,
            "effectiveEnabled": true,
            "parameters": {
              "maxAgeDays": 30
            },
            "effectiveParameters": {
              "maxAgeDays": 30
            },
            "requiredPredicates": [
              "device.os.patched"
            ],
            "sourceTypeCodes": {
              "device.os.patched": [
                "intune"
              ]
            },
            "sourceOptions": {
              "device.os.patched": [
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
            "ruleId": "<id 19>",
            "ruleName": "Application control enforced",
            "standardId": "<id 20>",
            "standardName": "Essential Eight",
            "category": "Application Control",
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
            "standardVersion": 2,
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
            "ruleId": "<id 21>",
            "ruleName": "Microsoft Office macros blocked",
            "standardId": "<id 20>",
            "standardName": "Essential Eight",
            "category": "Configure Macro Settings",
            "severity": "high",
            "status": "fail",
            "subjectsEvaluated": 3,
            "subjectsFailing": 1,
            "detail": {
              "missingPredicates": [],
              "satisfiedBy": {},
              "connectedHere": [],
              "refusedHere": [],
              "degradedCoverage": [
                {
                  "typeCode": "intune",
                  "predicate": "app.office_macros.blocked",
                  "status": "error"
                }
              ]
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 2,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "app.office_macros.blocked"
            ],
            "sourceTypeCodes": {
              "app.office_macros.blocked": [
                "intune"
              ]
            },
            "sourceOptions": {
              "app.office_macros.blocked": [
                "attestation",
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
            "ruleId": "<id 22>",
            "ruleName": "Multi-factor authentication",
            "standardId": "<id 20>",
            "standardName": "Essential Eight",
            "category": "Multi-factor Authentication",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 12,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 2,
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
            "ruleId": "<id 23>",
            "ruleName": "Phishing-resistant MFA for administrators",
            "standardId": "<id 20>",
            "standardName": "Essential Eight",
            "category": "Multi-factor Authentication",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 12,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 2,
            "effectiveEnabled": true,
            "parameters": {
              "scope": "admins"
            },
            "effectiveParameters": {
              "scope": "admins"
            },
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
            "ruleId": "<id 24>",
            "ruleName": "Patch operating systems",
            "standardId": "<id 20>",
            "standardName": "Essential Eight",
            "category": "Patch Operating Systems",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 3,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [],
              "satisfiedBy": {},
              "connectedHere": [],
              "refusedHere": [],
              "degradedCoverage": [
                {
                  "typeCode": "intune",
                  "predicate": "device.os.patched",
                  "status": "error"
                }
              ]
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 2,
            "effectiveEnabled": true,
            "parameters": {
              "maxAgeDays": 14
            },
            "effectiveParameters": {
              "maxAgeDays": 14
            },
            "requiredPredicates": [
              "device.os.patched"
            ],
            "sourceTypeCodes": {
              "device.os.patched": [
                "intune"
              ]
            },
            "sourceOptions": {
              "device.os.patched": [
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
            "ruleId": "<id 25>",
            "ruleName": "Unsupported operating systems replaced",
            "standardId": "<id 20>",
            "standardName": "Essential Eight",
            "category": "Patch Operating Systems",
            "severity": "medium",
            "status": "pass",
            "subjectsEvaluated": 7,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 2,
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
            "ruleId": "<id 26>",
            "ruleName": "Backup restore tested",
            "standardId": "<id 20>",
            "standardName": "Essential Eight",
            "category": "Regular Backups",
            "severity": "medium",
            "status": "not_applicable",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 2,
            "effectiveEnabled": false,
            "parameters": {
              "maxAgeDays": 90
            },
            "effectiveParameters": {
              "maxAgeDays": 90
            },
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
          },
          {
            "ruleId": "<id 27>",
            "ruleName": "Backups immutable",
            "standardId": "<id 20>",
            "standardName": "Essential Eight",
            "category": "Regular Backups",
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
                  "predicate": "backup.immutable.enabled",
                  "status": "error"
                }
              ]
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 2,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "backup.immutable.enabled"
            ],
            "sourceTypeCodes": {
              "backup.immutable.enabled": [
                "veeam"
              ]
            },
            "sourceOptions": {
              "backup.immutable.enabled": [
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
            "ruleId": "<id 28>",
            "ruleName": "Daily backups",
            "standardId": "<id 20>",
            "standardName": "Essential Eight",
            "category": "Regular Backups",
            "severity": "high",
            "status": "fail",
            "subjectsEvaluated": 2,
            "subjectsFailing": 1,
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
            "standardVersion": 2,
            "effectiveEnabled": true,
            "parameters": {
              "maxAgeHours": 24
            },
            "effectiveParameters": {
              "maxAgeHours": 24
            },
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
            "openDetectionCount": 1
          },
          {
            "ruleId": "<id 29>",
            "ruleName": "Restrict administrative privileges",
            "standardId": "<id 20>",
            "standardName": "Essential Eight",
            "category": "Restrict Administrative Privileges",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 3,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [],
              "satisfiedBy": {},
              "connectedHere": [],
              "refusedHere": [],
              "degradedCoverage": [
                {
                  "typeCode": "intune",
                  "predicate": "device.local_admin.restricted",
                  "status": "error"
                }
              ]
            },
            "evaluatedAt": "<date-time>",
            "standardVersion": 2,
            "effectiveEnabled": true,
            "parameters": {
              "maxGlobalAdmins": 4
            },
            "effectiveParameters": {
              "maxGlobalAdmins": 4
            },
            "requiredPredicates": [
              "device.local_admin.restricted",
              "identity.admin.count_limited"
            ],
            "sourceTypeCodes": {
              "device.local_admin.restricted": [
                "intune"
              ],
              "identity.admin.count_limited": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "device.local_admin.restricted": [
                "intune",
                "jamf"
              ],
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
            "ruleName": "Security tools tamper protected",
            "standardId": "<id 20>",
            "standardName": "Essential Eight",
            "category": "User Application Hardening",
            "severity": "medium",
            "status": "pass",
            "subjectsEvaluated": 7,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 2,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "endpoint.tamper_protection.enabled"
            ],
            "sourceTypeCodes": {
              "endpoint.tamper_protection.enabled": [
                "crowdstrike"
              ]
            },
            "sourceOptions": {
              "endpoint.tamper_protection.enabled": [
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
            "ruleId": "<id 31>",
            "ruleName": "Unified audit log enabled",
            "standardId": "<id 32>",
            "standardName": "Microsoft 365 Baseline",
            "category": "Audit",
            "severity": "medium",
            "status": "no_data",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {
              "retentionDays": 180
            },
            "effectiveParameters": {
              "retentionDays": 180
            },
            "requiredPredicates": [
              "audit.log.enabled"
            ],
            "sourceTypeCodes": {
              "audit.log.enabled": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "audit.log.enabled": [
                "exchange_online",
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
            "ruleId": "<id 33>",
            "ruleName": "Microsoft 365 data backed up",
            "standardId": "<id 32>",
            "standardName": "Microsoft 365 Baseline",
            "category": "Backup",
            "severity": "high",
            "status": "not_covered",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [
                "backup.saas.protected"
              ],
              "satisfiedBy": {},
              "connectedHere": [
                "crowdstrike",
                "microsoft365"
              ],
              "refusedHere": [
                {
                  "connector": "microsoft365",
                  "reason": "Microsoft 365 retention policies are not backups; backup state is not reported"
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
              "backup.saas.protected"
            ],
            "sourceTypeCodes": {
              "backup.saas.protected": []
            },
            "sourceOptions": {
              "backup.saas.protected": []
            },
            "connectedSourceTypeCodes": [],
            "isOverridden": false,
            "disabledReason": null,
            "disabledByName": null,
            "disabledAt": null,
            "openDetectionCount": 0
          },
          {
            "ruleId": "<id 34>",
            "ruleName": "External sharing restricted",
            "standardId": "<id 32>",
            "standardName": "Microsoft 365 Baseline",
            "category": "Data",
            "severity": "medium",
            "status": "pass",
            "subjectsEvaluated": 2,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {
              "allowGuests": false
            },
            "effectiveParameters": {
              "allowGuests": false
            },
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
            "ruleId": "<id 35>",
            "ruleName": "BitLocker on supported Windows devices",
            "standardId": "<id 32>",
            "standardName": "Microsoft 365 Baseline",
            "category": "Devices",
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
                  "predicate": "device.disk.bitlocker",
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
              "device.disk.bitlocker",
              "device.os.supported"
            ],
            "sourceTypeCodes": {
              "device.disk.bitlocker": [
                "intune"
              ],
              "device.os.supported": [
                "crowdstrike",
                "intune"
              ]
            },
            "sourceOptions": {
              "device.disk.bitlocker": [
                "intune"
              ],
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
            "ruleId": "<id 36>",
            "ruleName": "Devices enrolled and compliant",
            "standardId": "<id 32>",
            "standardName": "Microsoft 365 Baseline",
            "category": "Devices",
            "severity": "medium",
            "status": "pass",
            "subjectsEvaluated": 3,
            "subjectsFailing": 0,
            "detail": {
              "missingPredicates": [],
              "satisfiedBy": {},
              "connectedHere": [],
              "refusedHere": [],
              "degradedCoverage": [
                {
                  "typeCode": "intune",
                  "predicate": "device.compliance.policy_assigned",
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
              "device.compliance.policy_assigned"
            ],
            "sourceTypeCodes": {
              "device.compliance.policy_assigned": [
                "intune"
              ]
            },
            "sourceOptions": {
              "device.compliance.policy_assigned": [
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
            "ruleId": "<id 37>",
            "ruleName": "DMARC policy enforced",
            "standardId": "<id 32>",
            "standardName": "Microsoft 365 Baseline",
            "category": "Email",
            "severity": "medium",
            "status": "pass",
            "subjectsEvaluated": 2,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {
              "policy": "quarantine"
            },
            "effectiveParameters": {
              "policy": "quarantine"
            },
            "requiredPredicates": [
              "email.dmarc.policy"
            ],
            "sourceTypeCodes": {
              "email.dmarc.policy": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "email.dmarc.policy": [
                "dns",
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
            "ruleId": "<id 38>",
            "ruleName": "External forwarding blocked",
            "standardId": "<id 32>",
            "standardName": "Microsoft 365 Baseline",
            "category": "Email",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 2,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "email.external_forwarding.blocked"
            ],
            "sourceTypeCodes": {
              "email.external_forwarding.blocked": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "email.external_forwarding.blocked": [
                "exchange_online",
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
            "ruleId": "<id 39>",
            "ruleName": "SPF record valid",
            "standardId": "<id 32>",
            "standardName": "Microsoft 365 Baseline",
            "category": "Email",
            "severity": "low",
            "status": "pass",
            "subjectsEvaluated": 2,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "email.spf.valid"
            ],
            "sourceTypeCodes": {
              "email.spf.valid": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "email.spf.valid": [
                "dns",
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
            "ruleId": "<id 40>",
            "ruleName": "Safe Links enabled",
            "standardId": "<id 32>",
            "standardName": "Microsoft 365 Baseline",
            "category": "Email",
            "severity": "medium",
            "status": "pass",
            "subjectsEvaluated": 2,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {},
            "effectiveParameters": {},
            "requiredPredicates": [
              "email.safe_links.enabled"
            ],
            "sourceTypeCodes": {
              "email.safe_links.enabled": [
                "microsoft365"
              ]
            },
            "sourceOptions": {
              "email.safe_links.enabled": [
                "exchange_online",
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
            "ruleId": "<id 41>",
            "ruleName": "Legacy authentication blocked",
            "standardId": "<id 32>",
            "standardName": "Microsoft 365 Baseline",
            "category": "Identity",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 10,
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
            "ruleId": "<id 42>",
            "ruleName": "Limited global administrators",
            "standardId": "<id 32>",
            "standardName": "Microsoft 365 Baseline",
            "category": "Identity",
            "severity": "medium",
            "status": "pass",
            "subjectsEvaluated": 1,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 1,
            "effectiveEnabled": true,
            "parameters": {
              "maxGlobalAdmins": 4
            },
            "effectiveParameters": {
              "maxGlobalAdmins": 4
            },
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
            "ruleId": "<id 43>",
            "ruleName": "MFA enforced for all users",
            "standardId": "<id 32>",
            "standardName": "Microsoft 365 Baseline",
            "category": "Identity",
            "severity": "high",
            "status": "pass",
            "subjectsEvaluated": 12,
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
            "ruleId": "<id 44>",
            "ruleName": "Single sign-on enforced",
            "standardId": "<id 32>",
            "standardName": "Microsoft 365 Baseline",
            "category": "Identity",
            "severity": "low",
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
              "identity.sso.enforced"
            ],
            "sourceTypeCodes": {
              "identity.sso.enforced": []
            },
            "sourceOptions": {
              "identity.sso.enforced": [
                "okta"
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
            "ruleName": "Automatic screen lock",
            "standardId": "<id 3>",
            "standardName": "CIS Controls v8 (IG1)",
            "category": "Secure Configuration",
            "severity": "low",
            "status": "not_applicable",
            "subjectsEvaluated": 0,
            "subjectsFailing": 0,
            "detail": null,
            "evaluatedAt": "<date-time>",
            "standardVersion": 3,
            "effectiveEnabled": false,
            "parameters": {
              "maxIdleMinutes": 15
            },
            "effectiveParameters": {
              "maxIdleMinutes": 15
            },
            "requiredPredicates": [
              "device.screen_lock.enabled"
            ],
            "sourceTypeCodes": {
              "device.screen_lock.enabled": [
                "intune"
              ]
            },
            "sourceOptions": {
              "device.screen_lock.enabled": [
                "intune",
                "jamf"
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
            "passCount": 27,
            "failCount": 4,
            "noDataCount": 2,
            "notCoveredCount": 4,
            "notApplicableCount": 3
          },
          {
            "day": "<today-5>",
            "passCount": 26,
            "failCount": 5,
            "noDataCount": 2,
            "notCoveredCount": 4,
            "notApplicableCount": 3
          },
          {
            "day": "<today-4>",
            "passCount": 26,
            "failCount": 5,
            "noDataCount": 2,
            "notCoveredCount": 4,
            "notApplicableCount": 3
          },
          {
            "day": "<today-3>",
            "passCount": 26,
            "failCount": 5,
            "noDataCount": 2,
            "notCoveredCount": 4,
            "notApplicableCount": 3
          },
          {
            "day": "<today-2>",
            "passCount": 26,
            "failCount": 5,
            "noDataCount": 2,
            "notCoveredCount": 4,
            "notApplicableCount": 3
          },
          {
            "day": "<today-1>",
            "passCount": 26,
            "failCount": 5,
            "noDataCount": 2,
            "notCoveredCount": 4,
            "notApplicableCount": 3
          },
          {
            "day": "<today>",
            "passCount": 26,
            "failCount": 5,
            "noDataCount": 2,
            "notCoveredCount": 4,
            "notApplicableCount": 3
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
            "title": "Operating system patches current: TMS-MAC-015",
            "subject": "TMS-MAC-015",
            "evidence": {
              "source": "jamf",
              "expected": {
                "patched": true
              },
              "observed": {
                "patched": false
              },
              "predicate": "device.os.patched",
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
            "standardId": "<id 8>",
            "evaluationId": "<id 9>",
            "status": "open",
            "severity": "high",
            "title": "Patch operating systems: TMS-MAC-015",
            "subject": "TMS-MAC-015",
            "evidence": {
              "source": "jamf",
              "expected": {
                "patched": true
              },
              "observed": {
                "patched": false
              },
              "predicate": "device.os.patched",
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
            "title": "Restrict administrative privileges: TMS-MAC-015",
            "subject": "TMS-MAC-015",
            "evidence": {
              "source": "jamf",
              "expected": {
                "restricted": true
              },
              "observed": {
                "restricted": false
              },
              "predicate": "device.local_admin.restricted",
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
            "standardId": "<id 8>",
            "evaluationId": "<id 9>",
            "status": "open",
            "severity": "high",
            "title": "Restrict local administrator rights: TMS-MAC-015",
            "subject": "TMS-MAC-015",
            "evidence": {
              "source": "jamf",
              "expected": {
                "restricted": true
              },
              "observed": {
                "restricted": false
              },
              "predicate": "device.local_admin.restricted",
              "observedAt": "<date-time>"
            },
            "firstSeenAt": "<date-time>",
            "lastSeenAt": "<date-time>",
            "resolvedAt": null
          },
          {
            "id": "<id 10>",
            "organizationId": "<id 2>",
            "ruleId": "<id 11>",
            "standardId": "<id 4>",
            "evaluationId": "<id 12>",
            "status": "resolved",
            "severity": "high",
            "title": "Backups immutable: Nightly - TMS-FS01",
            "subject": "Nightly - TMS-FS01",
            "evidence": {
              "source": "veeam",
              "expected": {
                "enabled": true
              },
              "observed": {
                "enabled": false
              },
              "predicate": "backup.immutable.enabled",
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
        "title": "Anti-malware signatures current: BBC-LT-003",
        "subject": "BBC-LT-003",
        "evidence": {
          "source": "crowdstrike",
          "expected": {
            "current": true
          },
          "observed": {
            "current": false
          },
          "predicate": "endpoint.av.signatures_current",
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
            "slug": "cis-ig1",
            "name": "CIS Controls v8 (IG1)",
            "description": "Implementation Group 1 of the CIS Critical Security Controls v8: essential cyber hygiene for small and medium organizations.",
            "version": 3,
            "enabled": true,
            "controlCount": 16,
            "organizationCount": 25,
            "rollup": {
              "pass": 204,
              "fail": 29,
              "noData": 54,
              "notCovered": 111,
              "notApplicable": 2
            },
            "createdAt": "<date-time>",
            "updatedAt": "<date-time>"
          },
          {
            "id": "<id 2>",
            "slug": "essential-eight",
            "name": "Essential Eight",
            "description": "The Australian Cyber Security Centre Essential Eight mitigation strategies, maturity level one.",
            "version": 2,
            "enabled": true,
            "controlCount": 11,
            "organizationCount": 25,
            "rollup": {
              "pass": 152,
              "fail": 16,
              "noData": 38,
              "notCovered": 44,
              "notApplicable": 25
            },
            "createdAt": "<date-time>",
            "updatedAt": "<date-time>"
          },
          {
            "id": "<id 3>",
            "slug": "m365-baseline",
            "name": "Microsoft 365 Baseline",
            "description": "The MSP baseline for client Microsoft 365 tenants and the devices that use them.",
            "version": 1,
            "enabled": true,
            "controlCount": 13,
            "organizationCount": 25,
            "rollup": {
              "pass": 180,
              "fail": 27,
              "noData": 33,
              "notCovered": 58,
              "notApplicable": 27
            },
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
    const csf = standards.items.find((standard) => standard.slug === 'nist-csf-2')!;
    expect(await read(`/standards/${csf.id}`)).toStrictEqual(csf);
    expect(wire(await read(`/standards/${csf.id}/controls?pageSize=3&page=2`))).toMatchInlineSnapshot(`
      "{
        "items": [
          {
            "id": "<id 1>",
            "standardId": "<id 2>",
            "name": "Password policy",
            "slug": "cis-ig1-password-policy",
            "category": "Account Management",
            "severity": "medium",
            "autonomy": "suggest_only",
            "enabled": true,
            "parameters": {
              "minLength": 14
            },
            "definition": {
              "match": {
                "predicate": "identity.password.policy"
              },
              "expect": {
                "compliant": true
              }
            },
            "requires": [
              "identity.password.policy"
            ],
            "createdAt": "<date-time>",
            "updatedAt": "<date-time>",
            "description": "Passwords meet the minimum length and are unique per account (CIS 5.2)."
          },
          {
            "id": "<id 3>",
            "standardId": "<id 2>",
            "name": "Supported operating system",
            "slug": "cis-ig1-supported-operating-system",
            "category": "Asset Inventory",
            "severity": "medium",
            "autonomy": "suggest_only",
            "enabled": true,
            "parameters": {},
            "definition": {
              "match": {
                "predicate": "device.os.supported"
              },
              "expect": {
                "supported": true
              }
            },
            "requires": [
              "device.os.supported"
            ],
            "createdAt": "<date-time>",
            "updatedAt": "<date-time>",
            "description": "Every device runs an operating system version that still receives security updates."
          },
          {
            "id": "<id 4>",
            "standardId": "<id 2>",
            "name": "Audit logging enabled",
            "slug": "cis-ig1-audit-logging-enabled",
            "category": "Audit Log Management",
            "severity": "medium",
            "autonomy": "suggest_only",
            "enabled": true,
            "parameters": {
              "retentionDays": 90
            },
            "definition": {
              "match": {
                "predicate": "audit.log.enabled"
              },
              "expect": {
                "enabled": true
              }
            },
            "requires": [
              "audit.log.enabled"
            ],
            "createdAt": "<date-time>",
            "updatedAt": "<date-time>",
            "description": "Audit logs are collected and retained for the minimum period (CIS 8.2)."
          }
        ],
        "total": 16,
        "page": 2,
        "pageSize": 3,
        "totalPages": 6
      }"
    `);
  });
});
