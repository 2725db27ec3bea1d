import type { ReactNode, Ref } from 'react';
import { pageSubtitle, pageTitle } from './misc.css';

export interface PageTitleProps {
  children: ReactNode;
  subtitle?: ReactNode;
  id?: string;
  /** The route's main heading can take focus after navigation (`tabIndex={-1}`). */
  ref?: Ref<HTMLHeadingElement>;
}

/** The page's single `<h1>`, with an optional muted subtitle. */
export function PageTitle({ children, subtitle, id, ref }: PageTitleProps) {
  return (
    <>
      <h1 id={id} ref={ref} tabIndex={-1} className={pageTitle}>
        {children}
      </h1>
      {subtitle ? <p className={pageSubtitle}>{subtitle}</p> : null}
    </>
  );
}
