/** /promotor for a signed-in promoter: a greeting and the start of a new quick application. */
import { PATHS } from '../../paths';
import { button } from '../../ui/button.css';
import { Link } from '../../ui/Link';
import { PageTitle } from '../../ui/PageTitle';
import * as css from './promoter.css';

export interface PromoterHomeProps {
  readonly name: string;
  /** Whether a quick application is in progress on this device (the draft). */
  readonly hasOpenApplication: boolean;
}

export function PromoterHome({ name, hasOpenApplication }: PromoterHomeProps) {
  return (
    <section className={css.page} aria-labelledby="promoter-home-title">
      <PageTitle id="promoter-home-title" subtitle="Registra la solicitud de tu cliente en unos minutos.">
        {`Hola, ${name}`}
      </PageTitle>
      <div className={css.actions}>
        {hasOpenApplication ? (
          <Link className={button({ variant: 'primary', block: true })} to={PATHS.promoterQuickClientInfo}>
            Continuar solicitud en curso
          </Link>
        ) : null}
        <Link
          className={button({ variant: hasOpenApplication ? 'secondary' : 'primary', block: true })}
          to={PATHS.promoterQuick}
          state={{ fresh: true }}
        >
          Nueva solicitud rápida
        </Link>
      </div>
    </section>
  );
}
