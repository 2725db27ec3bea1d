/**
 * `personalData` (/crear-cuenta/datos-personales, spec §4, §5 "CURP search", "Personal data"). The mode is a
 * state: `curp` ('Con CURP': search, found, non-Mexican) or `manual` ('Sin CURP'), so the screen always shows the
 * form of the state the machine is in, and a saved draft cannot hold one mode while showing the other.
 */
import { PATHS } from '../../../src/paths';
import { createAccountBody, curpLookupInput } from '../bodies';
import { signupSetup, TO } from '../setup';
import { SESSION_TAGS } from '../types';

/** `creating` inside each mode: POST /clients; an error goes back to that mode's form with everything typed. */
function creating(formState: string) {
  return signupSetup.createStateConfig({
    description: 'POST /clients: the account is created and the activation code e-mailed.',
    tags: ['busy'],
    on: {
      // The account may already exist on the server: no leaving while it is created.
      'ROUTE.CHANGED': {},
    },
    invoke: {
      id: 'clients.create',
      src: 'clients.create',
      input: ({ context }) => createAccountBody(context),
      onDone: {
        target: TO.verification,
        actions: [
          { type: 'handOverToken', params: ({ event }) => ({ token: event.output.token }) },
          'forgetPassword',
          // No countdown of its own: the verification asks the server how long the resend waits.
          'dismissAlerts',
        ],
      },
      onError: [
        {
          guard: { type: 'isContactTaken', params: ({ event }) => ({ error: event.error }) },
          target: formState,
          actions: 'alertContactTaken',
        },
        {
          guard: { type: 'isPersonalDataTaken', params: ({ event }) => ({ error: event.error }) },
          target: formState,
          actions: 'alertCurpTaken',
        },
        { target: formState, actions: 'alertCreateFailed' },
      ],
    },
  });
}

/** The create-form's PERSONAL.SUBMIT: create, or show every error. */
const submitPersonal = [
  { guard: 'isPersonalValid', target: 'creating', actions: 'clearPersonalErrors' },
  { actions: 'showAllPersonalErrors' },
] as const;

export const personalData = signupSetup.createStateConfig({
  meta: { route: PATHS.signupPersonalData },
  tags: [SESSION_TAGS.anonymous],
  initial: 'curp',
  on: {
    'ROUTE.CHANGED': { guard: 'isAccountRoute', target: TO.account },
    // Restored from the draft, which never holds the password: the account step asks for it again.
    RESUME: { target: TO.account, actions: 'askForPassword' },
  },
  states: {
    hist: { type: 'history', history: 'deep' },
    curp: {
      description: "'Con CURP' (default): search the registry, then the found data, terms and create.",
      initial: 'curpSearch',
      states: {
        curpSearch: {
          description: "The CURP and 'Buscar CURP'.",
          on: {
            'PERSONAL.CHANGE': { actions: ['setPersonalField', 'validateCurpSearch'] },
            'PERSONAL.BLUR': { actions: ['trimPersonalField', 'validateCurpSearch'] },
            'CURP.SEARCH': [
              { guard: 'isCurpSearchValid', target: 'searchingCurp', actions: 'clearPersonalErrors' },
              { actions: 'showCurpSearchError' },
            ],
            'MODE.CHANGE': {
              guard: 'isManualModeRequest',
              target: TO.manualMode,
              actions: 'validatePersonal',
            },
          },
        },
        searchingCurp: {
          description: "GET /clients/curp/:curp, with 'Buscando información' and a spinner.",
          tags: ['busy'],
          invoke: {
            id: 'clients.curpLookup',
            src: 'clients.curpLookup',
            input: ({ context }) => curpLookupInput(context),
            onDone: [
              {
                guard: { type: 'isBornAbroad', params: ({ event }) => ({ found: event.output }) },
                target: 'nonMexican',
                actions: { type: 'fillFromCurp', params: ({ event }) => ({ found: event.output }) },
              },
              {
                target: 'curpFound',
                actions: [
                  { type: 'fillFromCurp', params: ({ event }) => ({ found: event.output }) },
                  'dismissAlerts',
                ],
              },
            ],
            onError: [
              {
                description:
                  'Spec §8: a rejected lookup switches to manual entry, filled with what the CURP says.',
                guard: { type: 'isCurpNotFound', params: ({ event }) => ({ error: event.error }) },
                target: TO.manualMode,
                actions: ['fillFromTypedCurp', 'validatePersonal'],
              },
              {
                guard: { type: 'isPersonalDataTaken', params: ({ event }) => ({ error: event.error }) },
                target: 'curpSearch',
                actions: 'alertCurpTaken',
              },
              { target: 'curpSearch', actions: 'alertCurpFailed' },
            ],
          },
        },
        curpFound: {
          description: 'The looked-up data fill the form (RFC computed locally); terms and create.',
          on: {
            'PERSONAL.CHANGE': [
              {
                guard: 'isCurpEdit',
                target: 'curpSearch',
                actions: ['setPersonalField', 'clearLookup', 'validateCurpSearch'],
              },
              { actions: ['setPersonalField', 'validatePersonal'] },
            ],
            'PERSONAL.BLUR': { actions: ['trimPersonalField', 'validatePersonal'] },
            'TERMS.CHANGE': { actions: ['setTerms', 'validatePersonal'] },
            'PERSONAL.SUBMIT': [...submitPersonal],
            'MODE.CHANGE': {
              guard: 'isManualModeRequest',
              target: TO.manualMode,
              actions: 'validatePersonal',
            },
          },
        },
        nonMexican: {
          description: "Born abroad: terms and create hidden, the §8 message and 'Finalizar'.",
          on: {
            FINISH: { target: TO.account, actions: 'resetSignup' },
          },
        },
        creating: creating('curpFound'),
      },
    },
    manual: {
      description:
        "'Sin CURP': every field by hand; CURP and RFC are generated once the identity is complete.",
      initial: 'editing',
      states: {
        editing: {
          on: {
            'PERSONAL.CHANGE': [
              { guard: 'isIdentityChange', actions: ['setIdentityField', 'validatePersonal'] },
              { actions: ['setPersonalField', 'validatePersonal'] },
            ],
            'SECOND_SURNAME.NONE': { actions: ['setIdentityField', 'validatePersonal'] },
            'PERSONAL.BLUR': { actions: ['trimPersonalField', 'validatePersonal'] },
            'TERMS.CHANGE': { actions: ['setTerms', 'validatePersonal'] },
            'PERSONAL.SUBMIT': [...submitPersonal],
            'MODE.CHANGE': {
              guard: 'isCurpModeRequest',
              target: TO.curpMode,
              actions: 'validateCurpSearch',
            },
          },
        },
        creating: creating('editing'),
      },
    },
  },
});
