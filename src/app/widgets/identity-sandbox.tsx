/**
 * Sandbox identity-verification widget: photos of the ID (front and back) and a selfie, from the camera (on
 * phones the file inputs open it) or from files; progress, cancel. The photos stay on the device; sending them
 * finishes the flow at the sandbox identity provider (`provider.finish()`), whose identity id the app then stores
 * with PATCH /applications/:id/identityId (the server accepts only that id).
 */
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { ProgressBar } from '../../ui/ProgressBar';
import type { IdentityWidgetProps } from './types';

type StepKey = 'front' | 'back' | 'selfie';

const STEPS: readonly { key: StepKey; title: string; hint: string; capture: 'environment' | 'user' }[] = [
  {
    key: 'front',
    title: 'Frente de tu identificación',
    hint: 'Toma una foto del frente de tu INE o pasaporte.',
    capture: 'environment',
  },
  {
    key: 'back',
    title: 'Reverso de tu identificación',
    hint: 'Toma una foto del reverso de tu identificación.',
    capture: 'environment',
  },
  {
    key: 'selfie',
    title: 'Selfie',
    hint: 'Tómate una foto de frente, sin lentes ni gorra.',
    capture: 'user',
  },
];

const MAX_BYTES = 10 * 1024 * 1024;

/** Not in the spec: the sandbox provider did not take the photos. */
export const SEND_FAILED_MESSAGE = 'No pudimos enviar tus fotos, vuelve a intentarlo.';

export default function IdentitySandboxWidget({
  flowId,
  metadata,
  provider,
  onFinish,
  onCancel,
}: IdentityWidgetProps) {
  const [step, setStep] = useState(0);
  const [photos, setPhotos] = useState<Partial<Record<StepKey, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const inputId = useId();
  const errorId = useId();
  const urls = useRef<string[]>([]);

  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  // Simulated upload: the progress bar fills, then the provider finishes the flow and gives its identity id.
  useEffect(() => {
    if (uploading === null) return;
    if (uploading >= 100) {
      let live = true;
      provider.finish(flowId).then(
        (result) => {
          if (live) onFinish(result);
        },
        () => {
          if (!live) return;
          setError(SEND_FAILED_MESSAGE);
          setUploading(null);
        },
      );
      return () => {
        live = false;
      };
    }
    const timer = setTimeout(() => setUploading((p) => (p === null ? null : p + 20)), 150);
    return () => clearTimeout(timer);
  }, [uploading, onFinish, provider, flowId]);

  const current = STEPS[step];
  const done = STEPS.filter((s) => photos[s.key]).length;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file || !current) return;
    if (!file.type.startsWith('image/')) {
      setError('El archivo debe ser una imagen.');
      return;
    }
    if (file.size > MAX_BYTES) {
      setError('La imagen no debe pesar más de 10 MB.');
      return;
    }
    setError(null);
    const url = URL.createObjectURL(file);
    urls.current.push(url);
    setPhotos((p) => ({ ...p, [current.key]: url }));
  };

  return (
    <Modal
      open
      onClose={onCancel}
      title="Verificación de identidad"
      closeLabel="Cancelar verificación"
      footer={
        uploading !== null ? null : (
          <>
            {current && photos[current.key] ? (
              <Button
                variant="primary"
                block
                onClick={() => (step < STEPS.length - 1 ? setStep(step + 1) : setUploading(0))}
              >
                {step < STEPS.length - 1 ? 'Continuar' : 'Enviar fotos'}
              </Button>
            ) : null}
            <Button variant="secondary" block onClick={onCancel}>
              Cancelar
            </Button>
          </>
        )
      }
    >
      <p>Verificaremos que las fotos coincidan con {metadata.fullName}.</p>
      <ProgressBar
        label="Progreso de la verificación"
        value={uploading ?? (done / STEPS.length) * 100}
        showValue
      />
      {uploading !== null ? (
        <p role="status">Enviando tus fotos…</p>
      ) : current ? (
        <section aria-labelledby={`${inputId}-title`}>
          <h3 id={`${inputId}-title`}>
            Paso {step + 1} de {STEPS.length}: {current.title}
          </h3>
          <p>{current.hint}</p>
          <label htmlFor={inputId}>Foto: {current.title}</label>
          <input
            key={current.key}
            id={inputId}
            type="file"
            accept="image/*"
            capture={current.capture}
            onChange={onFile}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error ? (
            <p id={errorId} role="alert">
              {error}
            </p>
          ) : null}
          {photos[current.key] ? (
            <img src={photos[current.key]} alt={`Vista previa: ${current.title}`} width={240} />
          ) : null}
        </section>
      ) : null}
    </Modal>
  );
}
