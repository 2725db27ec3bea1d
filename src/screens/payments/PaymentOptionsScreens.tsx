/**
 * /alternativas-de-pago and its pages /bbva, /oxxo, /transferencia-electronica (spec §2, §9): how to pay, with the
 * client's references and copy buttons.
 */

import { PATHS } from '../../paths';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { PageTitle } from '../../ui/PageTitle';
import * as css from '../account/account.css';
import { SupportContact, type SupportContactProps } from '../help/SupportContact';

/** The bank-deposit agreement number (spec §9). */
export const BBVA_AGREEMENT = '2062011';

export const PAYMENT_TIMES = {
  deposit: 'Los pagos en ventanilla o practicaja BBVA se reflejan en un plazo de hasta 2 días hábiles.',
  cash: 'Los pagos en efectivo en OXXO se reflejan en un plazo de hasta 2 días hábiles.',
  transfer: 'Las transferencias electrónicas (SPEI) se reflejan de inmediato.',
  unseen: 'Si después de 48 horas no ves tu pago reflejado, comunícate con soporte.',
} as const;

export interface PaymentReferences {
  /** Personal reference for bank deposits and convenience stores (profile). */
  readonly cashReference: string | null;
  /** CLABE / reference for electronic transfers (profile). */
  readonly transferReference: string | null;
}

export interface PaymentPageProps extends SupportContactProps {
  readonly references: PaymentReferences;
  readonly onCopy: (text: string) => void;
}

function CopyValue({ label, value, onCopy }: { label: string; value: string; onCopy: (t: string) => void }) {
  return (
    <div className={css.tight}>
      <span className={css.muted}>{label}</span>
      <div className={css.row}>
        <p className={css.reference}>{value}</p>
        <Button
          variant="secondary"
          onClick={() => onCopy(value)}
          aria-label={`Copiar ${label.toLowerCase()}`}
        >
          Copiar
        </Button>
      </div>
    </div>
  );
}

function Missing({ what }: { what: string }) {
  return (
    <p role="note" className={css.text}>
      Aún no tienes {what}. Comunícate con soporte para que te la asignemos.
    </p>
  );
}

export function PaymentOptionsScreen(props: SupportContactProps) {
  const options = [
    { to: PATHS.paymentBbva, title: 'Depósito en BBVA', text: PAYMENT_TIMES.deposit },
    { to: PATHS.paymentOxxo, title: 'Pago en efectivo en OXXO', text: PAYMENT_TIMES.cash },
    { to: PATHS.paymentTransfer, title: 'Transferencia electrónica', text: PAYMENT_TIMES.transfer },
  ];
  return (
    <section className={css.stack}>
      <PageTitle subtitle="Elige cómo quieres pagar tus compras y préstamos.">Alternativas de pago</PageTitle>
      <ul className={css.list}>
        {options.map((o) => (
          <li key={o.to}>
            <Card className={css.tight}>
              <h2 className={css.subheading}>
                <Link to={o.to}>{o.title}</Link>
              </h2>
              <p className={css.muted}>{o.text}</p>
            </Card>
          </li>
        ))}
      </ul>
      <p className={css.text}>{PAYMENT_TIMES.unseen}</p>
      <Link to={PATHS.paymentApplicationOrder}>¿Cómo se aplican mis pagos?</Link>
      <SupportContact phone={props.phone} messagingUrl={props.messagingUrl} />
    </section>
  );
}

export function BbvaScreen({ references, onCopy, ...support }: PaymentPageProps) {
  return (
    <section className={css.stack}>
      <PageTitle subtitle="En ventanilla, practicaja o la app de BBVA.">Depósito en BBVA</PageTitle>
      <Card className={css.stack}>
        <CopyValue label="Número de convenio" value={BBVA_AGREEMENT} onCopy={onCopy} />
        {references.cashReference ? (
          <CopyValue label="Referencia personal" value={references.cashReference} onCopy={onCopy} />
        ) : (
          <Missing what="una referencia personal" />
        )}
      </Card>
      <ol className={css.steps}>
        <li>Indica que pagarás un servicio con el número de convenio {BBVA_AGREEMENT}.</li>
        <li>Da tu referencia personal y el monto que quieres pagar.</li>
        <li>Guarda tu comprobante.</li>
      </ol>
      <p className={css.text}>{PAYMENT_TIMES.deposit}</p>
      <p className={css.text}>{PAYMENT_TIMES.unseen}</p>
      <SupportContact {...support} />
    </section>
  );
}

export function OxxoScreen({ references, onCopy, ...support }: PaymentPageProps) {
  return (
    <section className={css.stack}>
      <PageTitle subtitle="En cualquier tienda OXXO del país.">Pago en efectivo en OXXO</PageTitle>
      <Card className={css.stack}>
        {references.cashReference ? (
          <CopyValue label="Referencia de pago" value={references.cashReference} onCopy={onCopy} />
        ) : (
          <Missing what="una referencia de pago" />
        )}
      </Card>
      <ol className={css.steps}>
        <li>Dile al cajero que harás un pago de servicio y muéstrale tu referencia.</li>
        <li>Paga en efectivo el monto que quieras abonar (OXXO puede cobrar una comisión).</li>
        <li>Guarda tu ticket.</li>
      </ol>
      <p className={css.text}>{PAYMENT_TIMES.cash}</p>
      <p className={css.text}>{PAYMENT_TIMES.unseen}</p>
      <SupportContact {...support} />
    </section>
  );
}

export function TransferScreen({ references, onCopy, ...support }: PaymentPageProps) {
  return (
    <section className={css.stack}>
      <PageTitle subtitle="Desde la app o el portal de tu banco (SPEI).">Transferencia electrónica</PageTitle>
      <Card className={css.stack}>
        {references.transferReference ? (
          <CopyValue label="CLABE para transferencias" value={references.transferReference} onCopy={onCopy} />
        ) : (
          <Missing what="una referencia para transferencias" />
        )}
      </Card>
      <ol className={css.steps}>
        <li>Da de alta la CLABE como cuenta destino en tu banca en línea.</li>
        <li>Transfiere el monto que quieras abonar.</li>
      </ol>
      <p className={css.text}>{PAYMENT_TIMES.transfer}</p>
      <p className={css.text}>{PAYMENT_TIMES.unseen}</p>
      <SupportContact {...support} />
    </section>
  );
}
