/**
 * What the sign-up page saves as its `pendingClientSignup` draft (src/app/drafts/signupStart.ts): a screen with no
 * call running, the resend countdown allowed (a restored flow is sent RESUME and asks the server for the wait
 * left), and never the password nor the countdown child.
 */
import { describe, expect, it } from 'vitest';
import { isSignupResting, signupDraftOf } from '../../../src/app/drafts/signupStart';

const onScreen = (children: object, status = 'active') => ({
  status,
  children,
  _nodes: [{ meta: { route: '/crear-cuenta/verificar' }, path: ['verification'] }],
  context: {},
});

describe('the sign-up draft', () => {
  it('is saved on a screen while nothing but the resend countdown runs', () => {
    const resting = (snapshot: object) => isSignupResting(snapshot as never);
    expect(resting(onScreen({}))).toBe(true);
    expect(resting(onScreen({ countdown: {} }))).toBe(true);
    expect(resting(onScreen({ 'clients.activate': {} }))).toBe(false);
    expect(resting(onScreen({ countdown: {}, 'clients.resendActivationCode': {} }))).toBe(false);
    expect(resting(onScreen({}, 'done'))).toBe(false);
    expect(resting({ ...onScreen({}), _nodes: [{ meta: {}, path: ['verification'] }] })).toBe(false);
  });

  it('keeps neither the password nor the countdown child', () => {
    const persisted = {
      value: { verification: { code: 'editing', resend: 'waiting' } },
      context: { account: { email: 'ana@correo.mx', password: 'secreto123' }, countdown: 42 },
      children: { countdown: { snapshot: {} }, other: { snapshot: {} } },
    };
    expect(signupDraftOf(persisted)).toEqual({
      value: { verification: { code: 'editing', resend: 'waiting' } },
      context: { account: { email: 'ana@correo.mx', password: '' }, countdown: 42 },
      children: { other: { snapshot: {} } },
    });
    const plain = { value: 'account', context: { account: { email: '', password: '' } }, children: {} };
    expect(signupDraftOf(plain)).toBe(plain);
  });
});
