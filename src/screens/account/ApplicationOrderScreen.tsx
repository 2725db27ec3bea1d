/** /compras/aplicacion-de-pagos: the payment application order of spec §9. */
import { APPLICATION_ORDER } from '../../../machines/account/messages';
import { PATHS } from '../../paths';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { PageTitle } from '../../ui/PageTitle';
import * as css from './account.css';

export function ApplicationOrderScreen() {
  return (
    <section className={css.stack}>
      <PageTitle subtitle="Cada pago que haces se aplica a tus compras y préstamos en este orden:">
        Aplicación de pagos
      </PageTitle>
      <Card>
        <ol className={css.steps}>
          {APPLICATION_ORDER.map((step) => (
            <li key={step.title}>
              <strong>{step.title}.</strong> {step.text}
            </li>
          ))}
        </ol>
      </Card>
      <p className={css.text}>
        Tus pagos vencen el día 1 de cada mes. Si pagas más de lo que debes, el excedente no se aplica.
      </p>
      <Link to={PATHS.purchases}>Volver a Mi cuenta</Link>
    </section>
  );
}
