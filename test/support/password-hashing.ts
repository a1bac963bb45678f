import type { PasswordHashParameters } from '../../src/auth/passwords.ts';

// Suites create and sign in many users; at the production cost (N=2^17, 128 MiB each) scrypt
// alone would take most of the run. test/security/sign-in.test.ts proves the production cost.
export const TEST_PASSWORD_HASHING: PasswordHashParameters = { cost: 2 ** 12, blockSize: 8, parallelism: 1 };
