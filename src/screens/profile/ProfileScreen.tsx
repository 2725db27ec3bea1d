/**
 * /perfil (spec §2): name, e-mail, phone +52 (xxx) xxx-xxxx, CLABE with its verified marker, masked password with
 * the reset button, notification toggles, theme and push on this device.
 */
import type { PasswordResetView, PushView, SettingKind, SettingsView } from '../../../machines/account';
import { formatPhoneInternational } from '../../domain/phone';
import { PATHS } from '../../paths';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { visuallyHidden } from '../../ui/global.css';
import { Link } from '../../ui/Link';
import { PageTitle } from '../../ui/PageTitle';
import * as css from '../account/account.css';

export interface ProfileData {
  readonly fullName: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly interbankCode: string | null;
  readonly isInterbankCodeVerified: boolean;
  readonly hasReferralCode: boolean;
}

export interface ProfileScreenProps {
  readonly profile: ProfileData;
  readonly settings: SettingsView;
  readonly passwordReset: PasswordResetView;
  readonly push: PushView;
  readonly theme: 'light' | 'dark';
  readonly onToggleSetting: (kind: SettingKind, value: boolean) => void;
  readonly onResetPassword: () => void;
  readonly onTogglePush: (enabled: boolean) => void;
  readonly onToggleTheme: (theme: 'light' | 'dark') => void;
}

function Switch({
  id,
  label,
  checked,
  disabled,
  onChange,
  busy,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  busy?: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <div className={css.switchRow}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className={css.switchInput}
        checked={checked}
        disabled={disabled}
        aria-busy={busy || undefined}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
    </div>
  );
}

export function ProfileScreen(props: ProfileScreenProps) {
  const { profile, settings, passwordReset, push } = props;
  const saving = settings.pending !== null;
  return (
    <section className={css.stack}>
      <PageTitle>Perfil</PageTitle>
      <Card className={css.stack}>
        <h2 className={css.subheading}>Mis datos</h2>
        <dl className={css.stackedDefinition}>
          <dt className={css.term}>Nombre</dt>
          <dd className={css.stackedValue}>{profile.fullName}</dd>
          <dt className={css.term}>Correo electrónico</dt>
          <dd className={css.stackedValue}>{profile.email}</dd>
          <dt className={css.term}>Teléfono</dt>
          <dd className={css.stackedValue}>{formatPhoneInternational(profile.phoneNumber)}</dd>
          <dt className={css.term}>Cuenta CLABE</dt>
          <dd className={css.stackedValue}>
            {profile.interbankCode ? (
              <>
                {profile.interbankCode}{' '}
                <span className={profile.isInterbankCodeVerified ? css.mark.paid : css.mark.notMade}>
                  {profile.isInterbankCodeVerified ? 'Verificada' : 'No verificada'}
                </span>
              </>
            ) : (
              'Sin registrar'
            )}
          </dd>
          <dt className={css.term}>Contraseña</dt>
          <dd className={css.stackedValue}>
            <span aria-hidden="true">••••••••</span>
            <span className={visuallyHidden}>Oculta</span>
          </dd>
        </dl>
        <Button variant="secondary" loading={passwordReset.busy} onClick={props.onResetPassword}>
          Cambiar contraseña
        </Button>
        {passwordReset.sent ? (
          <p className={css.muted}>Revisa tu correo {profile.email} para elegir una nueva contraseña.</p>
        ) : null}
      </Card>
      <Card className={css.stack}>
        <h2 className={css.subheading}>Notificaciones</h2>
        <Switch
          id="setting-transactional"
          label="Notificaciones de mis pagos y solicitudes"
          checked={settings.values.transactional}
          disabled={saving}
          busy={settings.pending === 'transactional'}
          onChange={(v) => props.onToggleSetting('transactional', v)}
        />
        <Switch
          id="setting-promotional"
          label="Promociones y novedades"
          checked={settings.values.promotional}
          disabled={saving}
          busy={settings.pending === 'promotional'}
          onChange={(v) => props.onToggleSetting('promotional', v)}
        />
        {push.status === 'ready' ? (
          <Switch
            id="setting-push"
            label="Notificaciones en este dispositivo"
            checked={push.enabled}
            disabled={push.busy}
            busy={push.busy}
            onChange={props.onTogglePush}
          />
        ) : (
          <p className={css.muted}>
            Las notificaciones en este dispositivo no están disponibles en este navegador.
          </p>
        )}
      </Card>
      <Card className={css.stack}>
        <h2 className={css.subheading}>Apariencia</h2>
        <Switch
          id="setting-theme"
          label="Tema oscuro"
          checked={props.theme === 'dark'}
          onChange={(v) => props.onToggleTheme(v ? 'dark' : 'light')}
        />
      </Card>
      <nav aria-label="Más opciones" className={css.stack}>
        {profile.hasReferralCode ? <Link to={PATHS.share}>Invita a tus amigos</Link> : null}
        <Link to={PATHS.paymentOptions}>Alternativas de pago</Link>
        <Link to={PATHS.help}>Preguntas frecuentes</Link>
      </nav>
    </section>
  );
}
