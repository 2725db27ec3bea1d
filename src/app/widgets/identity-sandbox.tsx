/**
 * Sandbox identity-verification widget: photos of the ID (front and back) and a selfie, from the camera (on
 * phones the file inputs open it) or from files; progress, cancel. It sends nothing anywhere: finishing gives a
 * sandbox identity id, which the app stores with PATCH /applications/:id/identityId.
 */
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { ProgressBar } from '../../ui/ProgressBar';
import { sandboxIdentityId } from './identity-id';
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

export default function IdentitySandboxWidget({ metadata, onFinish, onCancel }: IdentityWidgetProps) {
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

  // Simulated upload: the progress bar fills, then the widget finishes.
  useEffect(() => {
    if (uploading === null) return;
    if (uploading >= 100) {
      onFinish({ identityId: sandboxIdentityId() });
      return;
    }
    const timer = setTimeout(() => setUploading((p) => (p === null ? null : p + 20)), 150);
    return () => clearTimeout(timer);
  }, [uploading, onFinish]);

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
