/**
 * UI level of the documents model: the documents panel of the result page (src/screens/documents) and a stand-in
 * for the identity widget (the sandbox widget itself is tested in tests/ui/widgets and end to end).
 */
import { expect } from 'vitest';
import type { DocumentsMachine } from '../../../machines/documents.machine.ts';
import type { IdentityWidgetProps } from '../../../src/app/widgets/types.ts';
import { getButton } from '../../model/harness/queries.ts';
import type { UiLevel } from '../../model/harness/types.ts';

/** Stand-in identity widget: finishes with the identity id the model samples, or cancels. */
export function FakeIdentityWidget({ flowId, onFinish, onCancel }: IdentityWidgetProps) {
  return (
    <div role="dialog" aria-label="Verificación de identidad">
      <p>Flujo {flowId}</p>
      <button type="button" onClick={() => onFinish({ identityId: 'idv-1' })}>
        Terminar verificación
      </button>
      <button type="button" onClick={onCancel}>
        Cancelar verificación
      </button>
    </div>
  );
}

const text = () => document.body.textContent ?? '';

export const documentsUi: UiLevel<DocumentsMachine> = {
  states: {
    idle: () => {
      expect(getButton('Subir documentos').getAttribute('aria-busy')).toBeNull();
      expect(document.querySelector('[role=dialog]')).toBeNull();
    },
    failed: () => {
      expect(getButton('Subir documentos').getAttribute('aria-busy')).toBeNull();
      expect(document.querySelector('[role=dialog]')).toBeNull();
    },
    fetchingLink: () => expect(getButton('Subir documentos').getAttribute('aria-busy')).toBe('true'),
    widget: (_ui, s) => expect(text()).toContain(`Flujo ${s.context.flowId}`),
    saving: () => expect(text()).toContain('Guardando tus documentos'),
    transitioning: () => expect(text()).toContain('Guardando tus documentos'),
    uploaded: (ui) => expect(ui.location()).toBe('/documentos-subidos-con-exito'),
  },
  events: {
    START: (ui) => ui.user.click(getButton('Subir documentos')),
    'WIDGET.FINISH': (ui) => ui.user.click(getButton('Terminar verificación')),
    'WIDGET.CANCEL': (ui) => ui.user.click(getButton('Cancelar verificación')),
  },
  // The widget (and so its finish and cancel) exists only while the machine waits for it.
  canExecute: (s, e) => !e.type.startsWith('WIDGET.') || s.matches('widget'),
};
