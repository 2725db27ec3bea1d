/**
 * /perfil (spec §2): the session's profile, the notification toggles (settings machine: optimistic, rollback and
 * error alert), the reset e-mail (password-reset machine, 6 s notice), push on this device (push machine) and
 * the theme.
 */
import { useActorRef, useSelector } from '@xstate/react';
import {
  type PasswordResetView,
  passwordResetActors,
  passwordResetMachine,
  passwordResetView,
  pushActors,
  pushMachine,
  pushView,
  settingsActors,
  settingsMachine,
  settingsView,
} from '../../../machines/account';
import type { Profile } from '../../../machines/account/types';
import { ProfileScreen } from '../../screens/profile/ProfileScreen';
import { Spinner } from '../../ui/Spinner';
import { useForwardAlerts } from '../alerts';
import { isPushSupported, pushEnabled, subscribePush, unsubscribePush } from '../pwa/push';
import { useServices } from '../services-context';
import { useSession, useSessionActor } from '../session/SessionProvider';
import { useTheme } from '../theme';

/** 'María Fernanda López Pérez' (the profile's name and surnames). */
export function fullName(p: Pick<Profile, 'name' | 'firstSurname' | 'secondSurname'>): string {
  return [p.name, p.firstSurname, p.secondSurname]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
}

function ProfilePage({ profile }: { profile: Profile }) {
  const services = useServices();
  const session = useSessionActor();
  const { theme, setTheme } = useTheme();

  const settings = useActorRef(
    settingsMachine.provide({
      actors: settingsActors(services.call),
      actions: {
        // The session's profile keeps what the server stored.
        settingsSaved: (_, { settingsId, values }) => {
          const current = session.getSnapshot().context.profile;
          if (!current) return;
          const settings = {
            id: settingsId,
            transactionalNotifications: values.transactional,
            promotionalNotifications: values.promotional,
          };
          session.send({ type: 'PROFILE.UPDATED', profile: { ...current, settings } });
        },
      },
    }),
    {
      input: {
        settingsId: profile.settings.id,
        values: {
          transactional: profile.settings.transactionalNotifications,
          promotional: profile.settings.promotionalNotifications,
        },
      },
    },
  );
  const reset = useActorRef(passwordResetMachine.provide({ actors: passwordResetActors(services.call) }), {
    input: { email: profile.email },
  });
  const push = useActorRef(
    pushMachine.provide({
      actors: pushActors({
        subscribe: (signal) => subscribePush(services, profile.id, signal),
        unsubscribe: async () => {
          await unsubscribePush();
          return null;
        },
      }),
    }),
    { input: { supported: isPushSupported(), enabled: pushEnabled() } },
  );
  useForwardAlerts(settings);
  useForwardAlerts(reset);
  useForwardAlerts(push);
  const settingsState = useSelector(settings, settingsView);
  const resetState: PasswordResetView = useSelector(
    reset,
    passwordResetView,
    (a, b) => a.busy === b.busy && a.sent === b.sent,
  );
  const pushState = useSelector(push, pushView, (a, b) => JSON.stringify(a) === JSON.stringify(b));

  return (
    <ProfileScreen
      profile={{
        fullName: fullName(profile),
        email: profile.email,
        phoneNumber: profile.phoneNumber,
        interbankCode: profile.interbankCode,
        isInterbankCodeVerified: profile.isInterbankCodeVerified,
        hasReferralCode: Boolean(profile.referralCode),
      }}
      settings={settingsState}
      passwordReset={resetState}
      push={pushState}
      theme={theme}
      onToggleSetting={(kind, value) => settings.send({ type: 'TOGGLE', kind, value })}
      onResetPassword={() => reset.send({ type: 'SEND' })}
      onTogglePush={(enabled) => push.send({ type: enabled ? 'ENABLE' : 'DISABLE' })}
      onToggleTheme={setTheme}
    />
  );
}

export function ProfileRoute() {
  const { profile } = useSession();
  if (!profile) return <Spinner label="Cargando tu perfil" showLabel />;
  return <ProfilePage profile={profile} />;
}

export default ProfileRoute;
