/** /confirmacion (spec §2): the chosen store and sector, the available limit when there is one, 'Iniciar'. */
import { sectorLabel } from '../../../machines/storeSearch.machine';
import type { Store } from '../../api/contract/common';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageTitle } from '../../ui/PageTitle';
import { sectorIcon } from './sectors';
import * as css from './store.css';

export interface ConfirmationScreenProps {
  readonly store: Store;
  /** Formatted available limit, or null when the profile has none. */
  readonly limitText: string | null;
  readonly onStart: () => void;
}

export function ConfirmationScreen({ store, limitText, onStart }: ConfirmationScreenProps) {
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
      {limitText ? <p className={css.text}>Tu límite disponible es de {limitText}</p> : null}
      <div className={css.actions}>
        <Button variant="primary" block onClick={onStart}>
          Iniciar
        </Button>
      </div>
    </section>
  );
}
