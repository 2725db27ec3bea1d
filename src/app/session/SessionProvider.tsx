import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import {
  type SessionClientProfile,
  type SessionPromoterProfile,
  type SessionStatus,
  sessionStatusOf,
} from '../../../machines/session.machine';
import { useProvided } from '../provided';
import type { SessionActor } from './session';

const SessionContext = createContext<SessionActor | null>(null);
const AsVisitor = createContext(false);

const loads = (status: SessionStatus) => status === 'loading' || status === 'refreshing';

/**
 * `visitorFirst`: a prerendered visitor's page is hydrated while the stored session loads (src/main.tsx, only
 * for a session that will see that page, src/app/prerenderedStart.ts). Until its first load ends (or another
 * token signs in), the session shows as a visitor's: the page stays on screen as it was, what was typed in it
 * stays, and there is no spinner between; then the page goes on with the session (the shell shows the person).
 */
export function SessionProvider({
  session,
  visitorFirst = false,
  children,
}: {
  session: SessionActor;
  visitorFirst?: boolean;
  children: ReactNode;
}) {
  const [asVisitor, setAsVisitor] = useState(visitorFirst);
  useEffect(() => {
    if (!asVisitor) return;
    const first = session.getSnapshot().context.token;
    const check = (snapshot: ReturnType<SessionActor['getSnapshot']>) => {
      if (!loads(sessionStatusOf(snapshot)) || snapshot.context.token !== first) setAsVisitor(false);
    };
    check(session.getSnapshot());
    const subscription = session.subscribe(check);
    return () => subscription.unsubscribe();
  }, [asVisitor, session]);
  return (
    <SessionContext value={session}>
      <AsVisitor value={asVisitor}>{children}</AsVisitor>
    </SessionContext>
  );
}

export function useSessionActor(): SessionActor {
  return useProvided(SessionContext, 'SessionProvider');
}

export interface SessionView {
  readonly status: SessionStatus;
  readonly token: string | null;
  readonly profile: SessionClientProfile | null;
  readonly promoterProfile: SessionPromoterProfile | null;
}

const VISITOR: SessionView = { status: 'anonymous', token: null, profile: null, promoterProfile: null };

/** The session as the UI needs it; re-renders only when one of these fields changes. */
export function useSession(): SessionView {
  const session = useSessionActor();
  const asVisitor = useContext(AsVisitor);
  const status = useSelector(session, sessionStatusOf);
  const token = useSelector(session, (s) => s.context.token);
  const profile = useSelector(session, (s) => s.context.profile);
  const promoterProfile = useSelector(session, (s) => s.context.promoterProfile);
  return asVisitor ? VISITOR : { status, token, profile, promoterProfile };
}
