/**
 * /iniciar-compra (spec §2 "Store purchase entry"): 'Buscar comercio...', up to 5 results with sector icon, name
 * and sector label, the empty text with the suggestion to write to support, and the personal-loan card.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  NO_STORE_FOUND_MESSAGE,
  type StoreSearchMachine,
  sectorLabel,
  storeSearchView,
} from '../../../machines/storeSearch.machine';
import type { Store } from '../../api/contract/common';
import { PERSONAL_LOAN_CAP, wholePesos } from '../../domain/limits';
import { PATHS } from '../../paths';
import { Card } from '../../ui/Card';
import { MessagingLink } from '../../ui/ContactLinks';
import { Link } from '../../ui/Link';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { sectorIcon } from './sectors';
import * as css from './store.css';

export interface StartPurchaseScreenProps {
  readonly actor: ActorRefFrom<StoreSearchMachine>;
  readonly onPick: (store: Store) => void;
  /** The messaging-app link to write to support. */
  readonly messagingUrl: string;
}

export function StartPurchaseScreen({ actor, onPick, messagingUrl }: StartPurchaseScreenProps) {
  const view = useSelector(actor, storeSearchView);
  return (
    <section className={css.page} aria-labelledby="start-purchase-title">
      <PageTitle id="start-purchase-title">Iniciar compra</PageTitle>
      <TextField
        label="Comercio"
        type="search"
        name="store"
        placeholder="Buscar comercio..."
        value={view.query}
        onChange={(e) => actor.send({ type: 'QUERY.CHANGE', value: e.currentTarget.value })}
      />
      {view.searching ? <Spinner label="Buscando comercios" showLabel /> : null}
      {view.stores.length > 0 ? (
        <ul className={css.results} aria-label="Comercios encontrados">
          {view.stores.map((store) => (
            <li key={store.id}>
              <button type="button" className={css.result} onClick={() => onPick(store)}>
                <span className={css.icon} aria-hidden="true">
                  {sectorIcon(store.sector)}
                </span>
                <span>
                  <span className={css.name}>{store.name}</span>
                  <span className={css.sector}>{sectorLabel(store.sector)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {view.empty ? (
        <div role="status">
          <p className={css.text}>{NO_STORE_FOUND_MESSAGE}</p>
          <p className={css.muted}>
            ¿Quieres comprar ahí? Envíanos el nombre de la tienda a soporte y la invitaremos a unirse.
          </p>
          <MessagingLink href={messagingUrl} label="Enviar el nombre de la tienda a soporte" />
        </div>
      ) : null}
      {view.failed ? (
        <p role="status" className={css.muted}>
          No pudimos buscar comercios en este momento, vuelve a intentarlo.
        </p>
      ) : null}
      <Card className={css.card}>
        <p className={css.name}>Compra en cualquier comercio</p>
        <p className={css.muted}>
          Pide un préstamo personal de hasta {wholePesos(PERSONAL_LOAN_CAP)} y úsalo donde quieras.
        </p>
        <Link className={css.link} to={PATHS.personalLoan}>
          Ver préstamo personal
        </Link>
      </Card>
    </section>
  );
}
