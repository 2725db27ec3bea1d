/** Identity documents for product owners and QA (statecharts/index.html). */
import { defineAtlas } from './shared/atlas';

export const documentsAtlas = defineAtlas({
  titles: { idle: 'Subir documentos', widget: 'Widget de identidad', uploaded: 'Documentos subidos' },
  labels: {
    START: 'Empieza a subir sus documentos',
    'done: clients.kycFlow': 'Se abre el widget',
    'error: clients.kycFlow': 'Falla al abrir el widget',
    'WIDGET.FINISH [hasIdentityId]': 'Termina en el widget',
    'WIDGET.CANCEL': 'Cancela el widget',
    'done: signing.updateIdentityId': 'Identidad guardada',
    'error: signing.updateIdentityId': 'Falla al guardar la identidad',
    'done: signing.transitionToDocumentsUploaded': 'Documentos registrados',
    'error: signing.transitionToDocumentsUploaded': 'Falla al registrar los documentos',
  },
  happyPath: { name: 'Sube sus documentos', screens: ['idle', 'widget', 'uploaded'] },
});
