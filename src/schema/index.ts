import { builder } from './builder.ts';
import './organization.ts';
import './compliance.ts';
import './standard.ts';
import './detection.ts';
import './session.ts';
import './api-key.ts';
import './control-status.ts';
import './integration.ts';
import './override.ts';
import './fact.ts';
import './change.ts';
import './webhook.ts';
import './fleet.ts';
import './triage.ts';
import './audit.ts';
import './scope.ts';

export const schema = builder.toSchema({ sortSchema: false });
