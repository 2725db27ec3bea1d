import { expect } from 'vitest';
import { sessionMachine } from '../../machines/session.machine.ts';
import { decodeToken } from '../../machines/shared/jwt.ts';
import {
  clientProfile,
  httpError,
  NOW,
  promoterProfile,
  suspendedClientProfile,
  tokens,
  updatedClientProfile,
} from './fixtures/samples.ts';
import { defineModel, type ModelDefinition } from './harness/types.ts';
import { sessionUi } from './session.screens.ts';

const tokenNames = new Map<string, string>([
  [tokens.client, 'de cliente'],
  [tokens.ephemeral, 'efímero'],
  [tokens.business, 'de promotor'],
  [tokens.expired, 'caducado'],
  [tokens.unreadable, 'ilegible'],
]);

export const sessionDefinition: ModelDefinition<typeof sessionMachine> = {
  name: 'session',
  description:
    'Sesión: token del almacenamiento o de la URL, audiencia, caducidad, carga del perfil y cierre de sesión.',
  machine: sessionMachine,
  inputs: [
    { name: 'sin token', input: { token: null, now: NOW } },
    { name: 'token de cliente guardado', input: { token: tokens.client, now: NOW } },
  ],
  events: () => [
    // One LOGIN per branch of `checking`: client, ephemeral, business, expired and unreadable tokens.
    { type: 'LOGIN', token: tokens.client },
    { type: 'LOGIN', token: tokens.ephemeral },
    { type: 'LOGIN', token: tokens.business },
    { type: 'LOGIN', token: tokens.expired },
    { type: 'LOGIN', token: tokens.unreadable },
    { type: 'PROFILE.UPDATED', profile: updatedClientProfile },
    { type: 'PROFILE.UPDATED', profile: suspendedClientProfile },
    { type: 'xstate.done.actor.loadProfile', actorId: 'loadProfile', output: clientProfile },
    { type: 'xstate.done.actor.loadProfile', actorId: 'loadProfile', output: suspendedClientProfile },
    { type: 'xstate.error.actor.loadProfile', actorId: 'loadProfile', error: httpError(404) },
    { type: 'xstate.error.actor.loadProfile', actorId: 'loadProfile', error: httpError(500) },
    {
      type: 'xstate.done.actor.loadPromoterProfile',
      actorId: 'loadPromoterProfile',
      output: promoterProfile,
    },
    { type: 'xstate.error.actor.loadPromoterProfile', actorId: 'loadPromoterProfile', error: httpError(401) },
    { type: 'xstate.error.actor.loadPromoterProfile', actorId: 'loadPromoterProfile', error: httpError(503) },
  ],
  describeEvent: (event) => {
    if (event.type === 'LOGIN' && 'token' in event)
      return `LOGIN (token ${tokenNames.get(event.token) ?? '?'})`;
    if (event.type === 'PROFILE.UPDATED' && 'profile' in event) {
      return `PROFILE.UPDATED (${event.profile.isSuspended ? 'perfil suspendido' : 'perfil actualizado'})`;
    }
    if ('output' in event) {
      const output = event.output as { isSuspended?: boolean };
      return `${event.type.replace('xstate.done.actor.', 'done: ')} (${output.isSuspended ? 'perfil suspendido' : 'perfil'})`;
    }
    if ('error' in event) {
      return `${event.type.replace('xstate.error.actor.', 'error: ')} (HTTP ${(event.error as { status: number }).status})`;
    }
    return undefined;
  },
  machineLevel: {
    states: {
      anonymous: (s) => {
        expect(s.context.token).toBeNull();
        expect(s.context.profile).toBeNull();
        expect(s.context.promoterProfile).toBeNull();
      },
      loadingProfile: (s) => {
        expect(s.hasTag('loading')).toBe(true);
        expect(s.context.claims?.aud).toContain('client');
      },
      loadingPromoterProfile: (s) => {
        expect(s.hasTag('loading')).toBe(true);
        expect(s.context.claims?.aud).toContain('business');
      },
      client: (s) => {
        expect(s.context.profile?.isSuspended).toBe(false);
        expect(s.context.token).not.toBeNull();
      },
      suspended: (s) => expect(s.context.profile?.isSuspended).toBe(true),
      ephemeral: (s) => {
        expect(decodeToken(s.context.token ?? '')?.aud).toEqual(['client-ephemeral']);
        expect(s.context.profile).toBeNull();
      },
      business: (s) => {
        expect(s.context.promoterProfile).toEqual(promoterProfile);
        expect(s.context.profile).toBeNull();
      },
      profileFailed: (s) => {
        expect(s.context.token).not.toBeNull();
        expect(s.hasTag('loading')).toBe(false);
      },
    },
  },
  // The app's guarded layout and pages (session.screens.ts, where each event's trigger is explained; run by
  // session.ui.test.tsx with the real app and route table).
  ui: sessionUi,
};

export const sessionModel = defineModel(sessionDefinition);
