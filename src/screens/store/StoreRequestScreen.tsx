/** /solicitud (spec §2): 'Compra hoy y paga a meses en' + store; 'Solicitar', or sign-up / sign-in. */
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import * as css from './store.css';

export interface StoreRequestScreenProps {
  readonly storeName: string | null;
  readonly loading: boolean;
  readonly loggedIn: boolean;
  readonly onRequest: () => void;
  readonly onSignup: () => void;
  readonly onLogin: () => void;
}

export function StoreRequestScreen(props: StoreRequestScreenProps) {
  if (props.loading) return <Spinner label="Buscando la tienda" showLabel />;
  return (
    <section className={css.page} aria-labelledby="store-request-title">
      <h1 id="store-request-title" className={css.headline}>
        Compra hoy y paga a meses en {props.storeName}
      </h1>
      <div className={css.actions}>
        {props.loggedIn ? (
          <Button variant="primary" block onClick={props.onRequest}>
            Solicitar
          </Button>
        ) : (
          <>
            <Button variant="primary" block onClick={props.onSignup}>
              Crea tu cuenta
            </Button>
            <Button variant="secondary" block onClick={props.onLogin}>
              Ingresa a tu cuenta
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
