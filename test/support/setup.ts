import { usePasswordHashParametersForTests } from '../../src/auth/passwords.ts';
import { TEST_PASSWORD_HASHING } from './password-hashing.ts';

usePasswordHashParametersForTests(TEST_PASSWORD_HASHING);
