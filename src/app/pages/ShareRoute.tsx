/** /compartir: only for a client with a referralCode (otherwise home). */
import { Navigate } from 'react-router';
import { PATHS } from '../../paths';
import { ShareScreen } from '../../screens/profile/ShareScreen';
import { useCopy } from '../flows/useCopy';
import { useSession } from '../session/SessionProvider';

export function referralLink(origin: string, code: string): string {
  return `${origin}${PATHS.signup}?referral=${encodeURIComponent(code)}`;
}

export function ShareRoute() {
  const { profile } = useSession();
  const onCopy = useCopy();
  const code = profile?.referralCode;
  if (!code) return <Navigate to={PATHS.home} replace />;
  const link = referralLink(window.location.origin, code);
  const canShare = typeof navigator.share === 'function';
  const onShare = () => {
    navigator
      .share({ title: 'Compra hoy y paga a meses', text: 'Regístrate con mi enlace:', url: link })
      .catch(() => undefined);
  };
  return <ShareScreen link={link} code={code} canShare={canShare} onShare={onShare} onCopy={onCopy} />;
}

export default ShareRoute;
