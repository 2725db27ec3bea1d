/**
 * `NavLink`: React Router's NavLink as declarative mode has it, on the app's light `Link` (./Link). A module of
 * its own, so only the pages that use it (the shell menu) download it.
 */
import { useLocation, useResolvedPath } from 'react-router';
import { Link, type LinkProps } from './Link';

export interface NavLinkProps extends LinkProps {
  /** Active only on exactly this path (not on its sub-paths). */
  end?: boolean;
}

/**
 * A `Link` that knows whether it points at the current page: then it has `aria-current="page"` and the extra
 * class `active` (matching is case-insensitive; without `end`, sub-paths count too), like React Router's NavLink.
 */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const target = useResolvedPath(to).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    current === target || (!end && current.startsWith(target) && current.charAt(endSlash) === '/');
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={[className, isActive ? 'active' : null].filter(Boolean).join(' ')}
    />
  );
}
