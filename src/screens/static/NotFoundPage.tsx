import { PATHS } from '../../paths';
import { button } from '../../ui/buttonClasses';
import { Link } from '../../ui/Link';
import { PageTitle } from '../../ui/PageTitle';
import * as css from './static.css';

export function NotFoundPage() {
  return (
    <section className={css.stack}>
      <PageTitle>Página no encontrada</PageTitle>
      <p className={css.muted}>La página que buscas no existe o cambió de dirección.</p>
      <Link to={PATHS.home} className={button({ variant: 'primary', block: true })}>
        Ir al inicio
      </Link>
    </section>
  );
}
