import { useEffect, useState } from 'react';
import { onSessionChange, refreshSession } from './auth.ts';

/** The permissions the console's screens and forms ask for (DECISIONS "Permissions and roles"). */
export type Permission =
  | 'organization.read'
  | 'organization.write'
  | 'detection.read'
  | 'detection.write'
  | 'detection_rule.read'
  | 'detection_rule.write'
  | 'api_key.manage'
  | 'facts.write'
  | 'audit.read'
  | 'integration.manage'
  | 'user.manage';

export type SessionState = 'restoring' | 'signed-in' | 'signed-out';

/** Whether someone is signed in: restored from the refresh cookie on load, then followed. */
export function useSessionState(): SessionState {
  const [state, setState] = useState<SessionState>('restoring');
  useEffect(() => {
    const stop = onSessionChange((signedIn) => setState(signedIn ? 'signed-in' : 'signed-out'));
    void refreshSession();
    return stop;
  }, []);
  return state;
}
