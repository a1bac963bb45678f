import { usePasswordHashParametersForTests } from '../../src/auth/passwords.ts';

// Suites create and sign in many users; at the production cost (N=2^17, 128 MiB each) scrypt
// alone would take most of the run. test/security/sign-in.test.ts proves the production cost.
usePasswordHashParametersForTests({ cost: 2 ** 12, blockSize: 8, parallelism: 1 });
