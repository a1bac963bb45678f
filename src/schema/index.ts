import { builder } from './builder.ts';
import './organization.ts';
import './compliance.ts';
import './standard.ts';
import './detection.ts';

export const schema = builder.toSchema({ sortSchema: false });
