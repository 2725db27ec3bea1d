/**
 * `contract` (/firmar-aplicacion-credito/{id}, 'Contrato'): 'Ver contrato' opens the e-signature widget; once it
 * sends the signature the profile is polled every 3000 ms (a machine delay) and each answer goes to the session:
 * SIGNED → the terms; INVALID_SIGNATURE → 'Firma no validada' (the user can sign again); anything else, or a
 * network error, keeps polling. Spec §2 "Signing flow", §4 "Signing", §9.
 */
import { PATHS } from '../../../src/paths';
import { signingSetup, TO } from '../setup';

export const contract = signingSetup.createStateConfig({
  meta: { route: PATHS.signing },
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isInvalidSignature', target: 'invalid' }, { target: 'idle' }],
    },
    idle: {
      on: {
        'CONTRACT.OPEN': { target: 'widget' },
        'ROUTE.CHANGED': { guard: 'isChooseTermRoute', target: TO.chooseTerm },
      },
    },
    widget: {
      description: 'The e-signature widget is open (the app renders it through its adapter).',
      on: {
        'CONTRACT.FINISHED': { target: 'validating' },
        'CONTRACT.CANCEL': { target: 'idle' },
      },
    },
    validating: {
      description: "'Estamos validando tu firma' with a spinner; the profile is polled every 3000 ms.",
      tags: ['polling'],
      initial: 'waiting',
      states: {
        waiting: {
          after: { poll: { target: 'fetching' } },
        },
        fetching: {
          invoke: {
            id: 'clients.me',
            src: 'clients.me',
            onDone: [
              {
                guard: {
                  type: 'isSignedProfileWithDate',
                  params: ({ event }) => ({ profile: event.output }),
                },
                target: TO.acceptTerms,
                actions: [
                  { type: 'setProfile', params: ({ event }) => ({ profile: event.output }) },
                  { type: 'handOverProfile', params: ({ event }) => ({ profile: event.output }) },
                ],
              },
              {
                guard: { type: 'isSignedProfile', params: ({ event }) => ({ profile: event.output }) },
                target: TO.chooseTerm,
                actions: [
                  { type: 'setProfile', params: ({ event }) => ({ profile: event.output }) },
                  { type: 'handOverProfile', params: ({ event }) => ({ profile: event.output }) },
                ],
              },
              {
                guard: { type: 'isInvalidProfile', params: ({ event }) => ({ profile: event.output }) },
                target: TO.contractInvalid,
                actions: [
                  { type: 'setProfile', params: ({ event }) => ({ profile: event.output }) },
                  { type: 'handOverProfile', params: ({ event }) => ({ profile: event.output }) },
                ],
              },
              {
                target: 'waiting',
                actions: [
                  { type: 'setProfile', params: ({ event }) => ({ profile: event.output }) },
                  { type: 'handOverProfile', params: ({ event }) => ({ profile: event.output }) },
                ],
              },
            ],
            // A network error while polling: keep polling.
            onError: { target: 'waiting' },
          },
        },
      },
    },
    invalid: {
      description: "'Firma no validada': sign again.",
      on: {
        'CONTRACT.OPEN': { target: 'widget' },
        'ROUTE.CHANGED': { guard: 'isChooseTermRoute', target: TO.chooseTerm },
      },
    },
  },
});
