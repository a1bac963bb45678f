import { EXTERNAL_SYSTEM_PATTERN, MAX_DOMAINS, MAX_EXTERNAL_REFS } from '../domain/organization.ts';
import { TEXT_LIMITS } from '../domain/text.ts';
import { list } from './pydantic/validators/list.ts';
import { model } from './pydantic/validators/model.ts';
import { optional } from './pydantic/validators/optional.ts';
import { string } from './pydantic/validators/string.ts';

/**
 * The optional fields of POST and PATCH /organizations that collectors need (DECISIONS
 * "Connectors and organizations"); the answer stays the organization list item. Whether a name is
 * a DNS name, and whether another organization holds a reference, the graph decides.
 */
export const ORGANIZATION_CONNECTOR_FIELDS = {
  domains: optional(
    list(string({ minLength: 1, maxLength: TEXT_LIMITS.domain }), {
      maxLength: MAX_DOMAINS,
      description: 'DNS names, stored lower case, each once; on PATCH the list replaces the stored one.',
    }),
  ),
  externalRefs: optional(
    list(
      model(
        {
          system: string({
            minLength: 1,
            maxLength: TEXT_LIMITS.externalSystem,
            pattern: EXTERNAL_SYSTEM_PATTERN,
            description: 'The system, named like a connector type: `microsoft365`.',
          }),
          id: string({
            minLength: 1,
            maxLength: TEXT_LIMITS.externalId,
            description: "The organization's id there, e.g. its Microsoft 365 tenant id.",
          }),
        },
        { extra: 'forbid', title: 'ExternalRef' },
      ),
      {
        maxLength: MAX_EXTERNAL_REFS,
        description:
          'Identities in other systems; one held by another organization of the tenant is a 409. On PATCH the list replaces the stored one.',
      },
    ),
  ),
};
