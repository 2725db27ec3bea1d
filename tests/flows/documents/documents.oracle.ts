/**
 * The spec's identity documents (§2 "Result screens" PREAPPROVED and /documentos-subidos-con-exito, §4 "Home
 * tracker" upload documents and "Store application flow" last line, §5 "missing KYC flow id", §8), copied from the
 * spec.
 */
import { ALERT_MS } from '../../model/oracle/spec.ts';

export const DOCUMENTS_SPEC = {
  /** The panel sits on the result page (§2 PREAPPROVED); on finishing it goes to /documentos-subidos-con-exito. */
  screens: { panel: '/aplicacion-credito/resultado', uploaded: '/documentos-subidos-con-exito' },
  texts: {
    /** §8 "Document link failure" ({phone}: the customer-service phone). */
    linkFailed: (phone: string) =>
      `No pudimos obtener el link para subir sus documentos, si el problema persiste comuníquese con soporte al ${phone}`,
    /** Not in the spec: saving the identity id or marking the documents uploaded failed (the design's copy). */
    saveFailed: 'No pudimos guardar tus documentos, vuelve a intentarlo.',
    /** Not in the spec: the button's label (the design's copy). */
    upload: 'Subir documentos',
  },
  errorMs: ALERT_MS.error,
} as const;
