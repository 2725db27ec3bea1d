import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import {
  type SessionClientProfile,
  type SessionPromoterProfile,
  type SessionStatus,
  sessionStatusOf,
} from '../../../machines/session.machine';
import type { SessionActor } from './session';

const SessionContext = createContext<SessionActor | null>(null);

export function SessionProvider({ session, children }: { session: SessionActor; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSessionActor(): SessionActor {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSessionActor() must be used inside <SessionProvider>.');
  return session;
}

export interface SessionView {
  readonly status: SessionStatus;
  readonly token: string | null;
  readonly profile: SessionClientProfile | null;
  readonly promoterProfile: SessionPromoterProfile | null;
}

/** The session as the UI needs it; re-renders only when one of these fields changes. */
export function useSession(): SessionView {
  const session = useSessionActor();
  const status = useSelector(session, sessionStatusOf);
  const token = useSelector(session, (s) => s.context.token);
  const profile = useSelector(session, (s) => s.context.profile);
  const promoterProfile = useSelector(session, (s) => s.context.promoterProfile);
  return { status, token, profile, promoterProfile };
}
