import { PageTitle } from '../../ui/PageTitle';
import * as css from './static.css';

export interface PlaceholderPageProps {
  title: string;
}

/** A plain titled page for routes whose screens arrive in later issues. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return (
    <section className={css.stack}>
      <PageTitle>{title}</PageTitle>
      <p className={css.muted}>Esta sección estará disponible muy pronto.</p>
    </section>
  );
}
