// What the graph needs for what leaves the service, built from the configuration in one place: the
// service (src/main.ts) and the operator CLI (scripts/cli/support.ts) run their graphs with it.
import type { SecretBox } from '../auth/secret-box.ts';
import type { Config } from '../config.ts';
import { missingMailSetting } from './mail.ts';

/**
 * Webhooks and PSA connections, notifications and reports (whether email can go out). Their
 * secrets are sealed with the same SECRET_KEY as every other stored secret.
 */
export function outboundServices(config: Pick<Config, 'webhooks' | 'delivery'>, secrets: SecretBox) {
  const { allowPrivateTargets } = config.webhooks;
  return {
    webhooks: { secrets, allowPrivateTargets },
    delivery: {
      missingMailSetting: missingMailSetting({ smtpUrl: config.delivery.smtpUrl, from: config.delivery.mailFrom }),
      secrets,
      allowPrivateTargets,
    },
  };
}
