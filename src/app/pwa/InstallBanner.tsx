/** The install banner: only on /, /compras and /perfil (spec §2 Layout shell). */
import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { PATHS } from '../../paths';
import { Button } from '../../ui/Button';
import { canPromptInstall, isIosBrowser, promptInstall, subscribeInstall } from './install';
import * as css from './install.css';

const BANNER_PATHS: readonly string[] = [PATHS.home, PATHS.purchases, PATHS.profile];

/** The pages that show the banner. */
export function showsInstallBanner(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return BANNER_PATHS.includes(path);
}

const ShareIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M12 3v12M7 8l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    <path d="M5 12v8h14v-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export function InstallBanner() {
  const { pathname } = useLocation();
  const canPrompt = useSyncExternalStore(subscribeInstall, canPromptInstall, () => false);
  const [dismissed, setDismissed] = useState(false);
  // Only the banner's pages look at the browser (the public pages are also rendered at build time, without one).
  if (dismissed || !showsInstallBanner(pathname)) return null;
  if (!canPrompt && !isIosBrowser()) return null;
  return (
    <aside className={css.banner} aria-label="Instalar la aplicación">
      {canPrompt ? (
        <>
          <p className={css.text}>Instala la aplicación para consultar tus compras y pagos más rápido.</p>
          <Button size="sm" onClick={() => void promptInstall()}>
            Instalar
          </Button>
        </>
      ) : (
        <p className={css.text}>
          Instala la aplicación: Presiona <ShareIcon /> <span className={css.hidden}>(compartir)</span> y
          después «Agregar a inicio».
        </p>
      )}
      <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
        Ahora no
      </Button>
    </aside>
  );
}
