/** /compartir (spec §2): the referral link with `?referral=`, Web Share where available, copy otherwise. */
import { REFERRAL_BONUS, referralRule } from '../../../machines/account/messages';
import { formatMXN } from '../../domain/money';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageTitle } from '../../ui/PageTitle';
import * as css from '../account/account.css';

export interface ShareScreenProps {
  readonly link: string;
  readonly code: string;
  readonly canShare: boolean;
  readonly onShare: () => void;
  readonly onCopy: (text: string) => void;
}

export function ShareScreen({ link, code, canShare, onShare, onCopy }: ShareScreenProps) {
  const bonus = formatMXN(REFERRAL_BONUS, { cents: false });
  return (
    <section className={css.stack}>
      <PageTitle subtitle={`Invita a tus amigos y gana ${bonus}.`}>Compartir</PageTitle>
      <Card className={css.stack}>
        <p className={css.text}>{referralRule(bonus)}</p>
        <div className={css.tight}>
          <span className={css.muted}>Tu código</span>
          <p className={css.reference}>{code}</p>
        </div>
        <div className={css.tight}>
          <span className={css.muted}>Tu enlace</span>
          <p className={css.text} style={{ wordBreak: 'break-all' }}>
            {link}
          </p>
        </div>
        {canShare ? <Button onClick={onShare}>Compartir enlace</Button> : null}
        <Button variant={canShare ? 'secondary' : 'primary'} onClick={() => onCopy(link)}>
          Copiar enlace
        </Button>
      </Card>
    </section>
  );
}
