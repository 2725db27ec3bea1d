/**
 * Where the install banner goes (AppLayout). The banner's own module (InstallBanner.tsx: markup, styles, the
 * prompt) loads only once it may show — on /, /compras or /perfil, when the browser offered the install prompt or
 * on iOS Safari — and then stays mounted (its «Ahora no» holds for the page's life, as before). Most visits never
 * download it.
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { showsInstallBanner } from '../shell/paths';
import { canPromptInstall, isIosBrowser, subscribeInstall } from './install';

const InstallBanner = lazy(async () => ({ default: (await import('./InstallBanner')).InstallBanner }));

export function InstallBannerSlot() {
  const { pathname } = useLocation();
  const canPrompt = useSyncExternalStore(subscribeInstall, canPromptInstall, () => false);
  const [loaded, setLoaded] = useState(false);
  const mayShow = showsInstallBanner(pathname) && (canPrompt || isIosBrowser());
  if (mayShow && !loaded) setLoaded(true);
  if (!mayShow && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  );
}
