/** /compras (spec §2 Mi cuenta): tabs Activas, Pagadas and Pagos. */
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { MESSAGES } from '../../../machines/account/messages';
import type { PurchasesView } from '../../../machines/account/view';
import { formatMXN } from '../../domain/money';
import { fillPath, PATHS } from '../../paths';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { PageTitle } from '../../ui/PageTitle';
import * as css from './account.css';
import { LoanSummary } from './LoanSummary';
import { PaymentItem } from './PaymentItem';

export type PurchasesTab = 'active' | 'paid' | 'payments';

const TABS: readonly { key: PurchasesTab; label: string }[] = [
  { key: 'active', label: 'Activas' },
  { key: 'paid', label: 'Pagadas' },
  { key: 'payments', label: 'Pagos' },
];

export interface PurchasesScreenProps {
  readonly view: PurchasesView;
  readonly initialTab?: PurchasesTab;
}

export function PurchasesScreen({ view, initialTab = 'active' }: PurchasesScreenProps) {
  const [tab, setTab] = useState<PurchasesTab>(initialTab);
  const id = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKey = (event: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.key === tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = TABS[(index + step + TABS.length) % TABS.length]!.key;
    setTab(next);
    refs.current[next]?.focus();
  };
  return (
    <section className={css.stack}>
      <PageTitle>Mi cuenta</PageTitle>
      <div role="tablist" aria-label="Mi cuenta" className={css.tabs}>
        {TABS.map((t) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[t.key] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${t.key}-tab`}
            aria-selected={tab === t.key}
            aria-controls={`${id}-${t.key}-panel`}
            tabIndex={tab === t.key ? 0 : -1}
            className={css.tab}
            onClick={() => setTab(t.key)}
            onKeyDown={onKey}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${tab}-panel`}
        aria-labelledby={`${id}-${tab}-tab`}
        className={css.stack}
      >
        {tab === 'active' ? <ActiveTab view={view} /> : null}
        {tab === 'paid' ? <PaidTab view={view} /> : null}
        {tab === 'payments' ? <PaymentsTab view={view} /> : null}
      </div>
    </section>
  );
}

function ActiveTab({ view }: { view: PurchasesView }) {
  if (view.failedToObtainBalance) {
    return (
      <Card>
        <p className={css.text}>{MESSAGES.balanceScreen}</p>
      </Card>
    );
  }
  const available =
    view.creditAvailable === null ? null : (
      <p className={css.text}>
        Crédito disponible: <strong>{formatMXN(view.creditAvailable)}</strong>
      </p>
    );
  if (view.active.length === 0)
    return (
      <>
        {available}
        <p className={css.muted}>{MESSAGES.noActive}</p>
      </>
    );
  return (
    <>
      {available}
      <ul className={css.list}>
        {view.active.map((loan) => (
          <li key={loan.id}>
            <LoanSummary loan={loan} to={fillPath(PATHS.purchaseDetails, { applicationId: loan.id })} />
          </li>
        ))}
      </ul>
      <Link to={PATHS.paymentOptions}>¿Cómo pagar?</Link>
    </>
  );
}

function PaidTab({ view }: { view: PurchasesView }) {
  if (view.paid.length === 0) return <p className={css.muted}>{MESSAGES.noPaid}</p>;
  return (
    <ul className={css.list}>
      {view.paid.map((loan) => (
        <li key={loan.id}>
          <LoanSummary loan={loan} to={fillPath(PATHS.paidPurchase, { applicationId: loan.id })} />
        </li>
      ))}
    </ul>
  );
}

function PaymentsTab({ view }: { view: PurchasesView }) {
  return (
    <>
      {view.payments.length === 0 ? (
        <Card>
          <p className={css.text}>{MESSAGES.noPayments}</p>
        </Card>
      ) : (
        <ul className={css.list}>
          {view.payments.map((p) => (
            <li key={p.id}>
              <PaymentItem payment={p} />
            </li>
          ))}
        </ul>
      )}
      <Link to={PATHS.paymentApplicationOrder}>¿Cómo se aplican mis pagos?</Link>
    </>
  );
}
