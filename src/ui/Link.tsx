/**
 * In-app links for the declarative router: `<Link>` and `<NavLink>` with the props this app uses, built on React
 * Router's own hooks (`useHref`, `useLinkClickHandler`, `useResolvedPath`), so a click navigates exactly as
 * React Router's components do (plain left clicks only; modified clicks and `target="_blank"` go to the browser;
 * a link to the current location replaces the history entry). `NavLink` (./NavLink) adds the active state.
 *
 * Why not React Router's `Link`: it carries framework-mode route prefetching (`<PrefetchPageLinks>` and the
 * route-module/single-fetch code behind it, ≈ 4 KB gzipped), which declarative mode never uses but every page
 * would download, since the shell renders links. See docs/performance.md, "Weight budget".
 */
import { type AnchorHTMLAttributes, type MouseEvent, type Ref, useContext } from 'react';
import { type To, UNSAFE_NavigationContext, useHref, useLinkClickHandler } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** In-app destination (path, or path object). */
  to: To;
  /** Replace the current history entry instead of pushing (default: only when linking to the current page). */
  replace?: boolean;
  /** History state for the destination (`useLocation().state`). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const { useTransitions } = useContext(UNSAFE_NavigationContext);
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, {
    ...(replace === undefined ? {} : { replace }),
    ...(state === undefined ? {} : { state }),
    ...(target === undefined ? {} : { target }),
    ...(useTransitions === undefined ? {} : { useTransitions }),
  });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}
