import type { Clock } from '../auth/access-tokens.ts';
import type { Principal } from '../auth/principal.ts';
import type { AuthService } from '../auth/sessions.ts';
import type { AuditActor } from '../data/audit.ts';
import type { Db } from '../data/client.ts';
import type { TenantDb } from '../data/tenant.ts';
import type { ChangeFeed } from '../events/feed.ts';
import type { SecretSealer } from '../events/signing.ts';

/** What the graph needs of src/events; a part left out switches its fields off (they answer 503). */
export interface EventServices {
  /** Where subscriptions read committed changes from (LISTEN/NOTIFY). */
  feed?: ChangeFeed;
  /** Webhook registration: how signing secrets are sealed, and whether private targets are allowed. */
  webhooks?: { secrets: SecretSealer; allowPrivateTargets: boolean };
  /** Notifications and client reports (src/delivery); without it, what needs email is refused with a 422. */
  delivery?: DeliveryServices;
}

/** What notification channels, unsubscribe links and report schedules need of the process. */
export interface DeliveryServices {
  /** The email setting the operator has not given (SMTP_URL, then MAIL_FROM), or null when email can go out. */
  missingMailSetting: 'SMTP_URL' | 'MAIL_FROM' | null;
  /** Seals channel URLs; derives the unsubscribe links' key (both from SECRET_KEY). */
  secrets: SecretSealer & { derive(label: string): Buffer };
  /** Whether Teams and Slack URLs may point at loopback and private addresses (WEBHOOK_ALLOW_PRIVATE_TARGETS). */
  allowPrivateTargets: boolean;
}

/**
 * What every resolver sees. It exists only for an authenticated caller: the surfaces authenticate
 * first, then build it, so no resolver handles an anonymous request.
 */
export interface Context {
  principal: Principal;
  /** The database, narrowed to the caller's tenant: every read and write of tenant rows is filtered. */
  db: TenantDb;
  /** Unscoped access for what belongs to no tenant (the built-in connector catalog). */
  rootDb: Db;
  clock: Clock;
  auth: AuthService | undefined;
  requestId: string;
  /** The client's address as the HTTP layer resolved it (trusted proxies applied); sign-in is throttled by it. */
  clientAddress: string;
  events: EventServices;
  /** Who the audit log names instead of the principal (the operator CLI runs as an all-scope key). */
  auditActor?: AuditActor;
}
