/**
 * The result screen in promoter mode (spec §2: /promotor/modelo-preliminar-fallido and /promotor/resultado reuse
 * the credit application's result screen, which shows 'Finalizar' and returns to /promotor). A thin stand-in with
 * the same props shape until the application flow's result screen (promoter mode) is merged; swap it there.
 */
import type { ProcessResult } from '../../api/contract/applications';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import * as css from './promoter.css';

export interface PromoterResultProps {
  readonly mode: 'preliminaryFailed' | 'decision';
  readonly result: ProcessResult | null;
  readonly onFinish: () => void;
}

function message(mode: PromoterResultProps['mode'], status: string | undefined): [string, string] {
  if (mode === 'preliminaryFailed') {
    return [
      'Solicitud no aprobada',
      'Por ahora no podemos financiar a tu cliente. Puede intentarlo de nuevo en un mes.',
    ];
  }
  switch (status) {
    case 'APPROVED':
      return [
        '¡Solicitud autorizada!',
        'Tu cliente elegirá su plazo y firmará desde su cuenta. Vigencia: 15 días.',
      ];
    case 'PREAPPROVED':
      return [
        '¡Solicitud preautorizada!',
        'Tu cliente debe subir sus documentos desde su cuenta. Vigencia: 15 días.',
      ];
    case 'ELEGIBLE_FOR_INTEREST_PAYMENTS':
      return [
        'Puede continuar con intereses',
        'Tu cliente puede continuar su compra a meses con intereses desde su cuenta.',
      ];
    case 'RETRY_PROCESSING_APPLICATION':
      return ['Estamos procesando la solicitud', 'Tu cliente recibirá la respuesta por correo.'];
    default:
      return [
        'Solicitud no aprobada',
        'Por ahora no podemos financiar a tu cliente. Puede intentarlo de nuevo en un mes.',
      ];
  }
}

export function PromoterResult({ mode, result, onFinish }: PromoterResultProps) {
  const [title, detail] = message(mode, result?.status);
  return (
    <section className={css.page} aria-labelledby="promoter-result-title">
      <PageTitle id="promoter-result-title" subtitle={detail}>
        {title}
      </PageTitle>
      <Button type="button" variant="primary" block onClick={onFinish}>
        Finalizar
      </Button>
    </section>
  );
}
