/**
 * /confirmacion (spec §2): the chosen store and sector, the available limit (§6) when the profile has a limit,
 * 'Iniciar'.
 */
import { sectorLabel } from '../../../machines/storeSearch.machine';
import type { Store } from '../../api/contract/common';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { sectorIcon } from './sectors';
import * as css from './store.css';

/**
 * The available limit (§6: the limit minus the overdue and current balances): none without a limit; while the
 * balances load; the formatted amount; or, when they could not be read, the §8 text instead of a figure.
 */
export type ConfirmationLimit =
  | { readonly status: 'none' }
  | { readonly status: 'loading' }
  | { readonly status: 'available'; readonly text: string }
  | { readonly status: 'unknown'; readonly text: string };

export interface ConfirmationScreenProps {
  readonly store: Store;
  readonly limit: ConfirmationLimit;
  readonly onStart: () => void;
}

function LimitLine({ limit }: { limit: ConfirmationLimit }) {
  switch (limit.status) {
    case 'available':
      return <p className={css.text}>Tu límite disponible es de {limit.text}</p>;
    case 'unknown':
      return <p className={css.text}>{limit.text}</p>;
    case 'loading':
      return <Spinner label="Consultando tu límite disponible" showLabel />;
    default:
      return null;
  }
}

export function ConfirmationScreen({ store, limit, onStart }: ConfirmationScreenProps) {
  return (
    <section className={css.page} aria-labelledby="confirmation-title">
      <PageTitle id="confirmation-title">Comercio seleccionado</PageTitle>
      <Card className={css.card}>
        <span className={css.icon} aria-hidden="true">
          {sectorIcon(store.sector)}
        </span>
        <p className={css.name}>{store.name}</p>
        <p className={css.sector}>{sectorLabel(store.sector)}</p>
      </Card>
      <LimitLine limit={limit} />
      <div className={css.actions}>
        <Button variant="primary" block onClick={onStart}>
          Iniciar
        </Button>
      </div>
    </section>
  );
}
