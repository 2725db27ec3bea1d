/** /documentos-subidos-con-exito (spec §2): documents received. */

import { PATHS } from '../../paths';
import * as css from '../../ui/formPage.css';
import { Link } from '../../ui/Link';
import { PageTitle } from '../../ui/PageTitle';

export function DocumentsUploadedScreen() {
  return (
    <section className={css.page} aria-labelledby="documents-uploaded-title">
      <PageTitle id="documents-uploaded-title">¡Recibimos tus documentos!</PageTitle>
      <p className={css.text}>
        Estamos validando tu identidad. Te avisaremos en cuanto tu solicitud esté autorizada para que elijas
        tu plazo.
      </p>
      <Link className={css.link} to={PATHS.home}>
        Ir al inicio
      </Link>
    </section>
  );
}

export default DocumentsUploadedScreen;
