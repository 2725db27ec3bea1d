/** cuenta-clabe (spec §2, §5): 18 digits shown ###-###-###########-#, a matching confirmation, the bank. */
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { TextField } from '../../ui/TextField';
import type { StepProps } from './shared';
import * as css from './signing.css';

export function ClabeStep({ actor, view }: StepProps<'clabe'>) {
  return (
    <section className={css.page} aria-labelledby="signing-clabe-title">
      <PageTitle id="signing-clabe-title" subtitle={view.purpose}>
        Cuenta CLABE
      </PageTitle>
      <form
        className={css.actions}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'CLABE.SUBMIT' });
        }}
      >
        <TextField
          label="CLABE interbancaria"
          inputMode="numeric"
          autoComplete="off"
          placeholder="###-###-###########-#"
          value={view.clabe}
          error={view.errors.clabe}
          hint={view.bankName ? `Banco: ${view.bankName}` : '18 dígitos'}
          onChange={(e) => actor.send({ type: 'CLABE.CHANGE', field: 'clabe', value: e.currentTarget.value })}
        />
        <TextField
          label="Confirma tu CLABE"
          inputMode="numeric"
          autoComplete="off"
          value={view.confirmation}
          error={view.errors.confirmation}
          onChange={(e) =>
            actor.send({ type: 'CLABE.CHANGE', field: 'confirmation', value: e.currentTarget.value })
          }
        />
        <Button type="submit" variant="primary" block loading={view.saving}>
          Continuar
        </Button>
      </form>
    </section>
  );
}
