/** Identity documents for product owners and QA (statecharts/index.html). */
import { defineAtlas } from './shared/atlas';

export const documentsAtlas = defineAtlas({
  titles: { idle: 'Subir documentos', widget: 'Widget de identidad', uploaded: 'Documentos subidos' },
  labels: {
    START: 'Empieza a subir sus documentos',
    'done: getKycFlow': 'Se abre el widget',
    'error: getKycFlow': 'Falla al abrir el widget',
    'WIDGET.FINISH [hasIdentityId]': 'Termina en el widget',
    'WIDGET.CANCEL': 'Cancela el widget',
    'done: saveIdentityId': 'Identidad guardada',
    'error: saveIdentityId': 'Falla al guardar la identidad',
    'done: markDocumentsUploaded': 'Documentos registrados',
    'error: markDocumentsUploaded': 'Falla al registrar los documentos',
  },
  happyPath: { name: 'Sube sus documentos', screens: ['idle', 'widget', 'uploaded'] },
});
