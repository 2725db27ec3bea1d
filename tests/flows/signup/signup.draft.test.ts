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
    expect(isSignupResting(onScreen({}) as never)).toBe(true);
    expect(isSignupResting(onScreen({ countdown: {} }) as never)).toBe(true);
    expect(isSignupResting(onScreen({ 'clients.activate': {} }) as never)).toBe(false);
    expect(isSignupResting(onScreen({ countdown: {}, 'clients.resendActivationCode': {} }) as never)).toBe(
      false,
    );
    expect(isSignupResting(onScreen({}, 'done') as never)).toBe(false);
    expect(
      isSignupResting({ ...onScreen({}), _nodes: [{ meta: {}, path: ['verification'] }] } as never),
    ).toBe(false);
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
