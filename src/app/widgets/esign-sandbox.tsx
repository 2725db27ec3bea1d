/**
 * Sandbox e-signature widget: shows the contract generated from the chosen offer, asks for the full name (as on the
 * ID) and a drawn signature (pointer, or the typed name drawn for people who cannot draw), and sends both to the
 * sandbox provider. Validation happens on the server: the profile's contractSignatureStatus turns VALIDATING, then
 * SIGNED or INVALID_SIGNATURE.
 */
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import type { ContractView, EsignWidgetProps } from './types';

const WIDTH = 320;
const HEIGHT = 120;

export default function EsignSandboxWidget({ provider, onFinish, onCancel }: EsignWidgetProps) {
  const [contract, setContract] = useState<ContractView | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [fullName, setFullName] = useState('');
  const [signed, setSigned] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const hintId = useId();

  useEffect(() => {
    let alive = true;
    provider.loadContract().then(
      (c) => alive && setContract(c),
      () => alive && setLoadError(true),
    );
    return () => {
      alive = false;
    };
  }, [provider]);

  const ctx = () => canvas.current?.getContext('2d') ?? null;
  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return {
      x: ((e.clientX - rect.left) * WIDTH) / rect.width,
      y: ((e.clientY - rect.top) * HEIGHT) / rect.height,
    };
  };
  const start = (e: PointerEvent<HTMLCanvasElement>) => {
    const c = ctx();
    if (!c) return;
    drawing.current = true;
    e.currentTarget.setPointerCapture(e.pointerId);
    const p = point(e);
    c.lineWidth = 2;
    c.lineCap = 'round';
    c.beginPath();
    c.moveTo(p.x, p.y);
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    const c = ctx();
    if (!drawing.current || !c) return;
    const p = point(e);
    c.lineTo(p.x, p.y);
    c.stroke();
    setSigned(true);
  };
  const end = () => {
    drawing.current = false;
  };
  const clear = () => {
    ctx()?.clearRect(0, 0, WIDTH, HEIGHT);
    setSigned(false);
  };
  const typedSignature = () => {
    const c = ctx();
    if (!c || !fullName.trim()) return;
    clear();
    c.font = 'italic 28px serif';
    c.fillText(fullName.trim(), 10, HEIGHT / 2 + 10, WIDTH - 20);
    setSigned(true);
  };

  const submit = async () => {
    if (!fullName.trim()) {
      setError('El campo es requerido');
      return;
    }
    if (!signed || !canvas.current) {
      setError('Dibuja tu firma como aparece en tu identificación.');
      return;
    }
    setError(null);
    setSending(true);
    try {
      await provider.submit({ fullName: fullName.trim(), signature: canvas.current.toDataURL('image/png') });
      onFinish();
    } catch {
      setSending(false);
      setError('No pudimos enviar tu firma, vuelve a intentarlo.');
    }
  };

  return (
    <Modal
      open
      onClose={onCancel}
      title={contract?.title ?? 'Contrato'}
      closeLabel="Cerrar contrato"
      footer={
        <>
          <Button variant="primary" block loading={sending} disabled={!contract} onClick={submit}>
            Firmar contrato
          </Button>
          <Button variant="secondary" block onClick={onCancel}>
            Cancelar
          </Button>
        </>
      }
    >
      {loadError ? (
        <p role="alert">No pudimos cargar tu contrato, vuelve a intentarlo.</p>
      ) : !contract ? (
        <Spinner label="Cargando contrato" />
      ) : (
        <>
          {contract.sections.map((s) => (
            <section key={s.title}>
              <h3>{s.title}</h3>
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
          <table>
            <caption>Tabla de pagos</caption>
            <thead>
              <tr>
                {['No.', 'Fecha', 'Capital', 'Interés', 'IVA', 'Pago', 'Saldo'].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {contract.schedule.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <TextField
            label="Nombre completo (como aparece en tu identificación)"
            value={fullName}
            onChange={(e) => setFullName(e.currentTarget.value)}
            trimOnBlur
            autoComplete="name"
            error={error && !fullName.trim() ? error : undefined}
          />
          <p id={hintId}>Dibuja tu firma en el recuadro, como en tu identificación.</p>
          <canvas
            ref={canvas}
            width={WIDTH}
            height={HEIGHT}
            role="img"
            aria-label="Recuadro de firma"
            aria-describedby={hintId}
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={end}
            onPointerLeave={end}
            style={{ border: '1px solid currentColor', touchAction: 'none', maxWidth: '100%' }}
          />
          <Button variant="secondary" onClick={clear}>
            Borrar firma
          </Button>
          <Button variant="secondary" onClick={typedSignature} disabled={!fullName.trim()}>
            Usar mi nombre como firma
          </Button>
          {error && fullName.trim() ? <p role="alert">{error}</p> : null}
        </>
      )}
    </Modal>
  );
}
