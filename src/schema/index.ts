import { builder } from './builder.ts';
import './organization.ts';
import './compliance.ts';
import './standard.ts';
import './standard-write.ts';
import './detection.ts';
import './account.ts';
import './control-status.ts';

export const schema = builder.toSchema({ sortSchema: false });
