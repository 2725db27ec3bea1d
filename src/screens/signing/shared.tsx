/** What every signing step receives: the flow's actor and its own member of the view. */
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SigningMachine, SigningView } from '../../../machines/signing';

export type SigningActor = ActorRefFrom<SigningMachine>;

export type ViewOf<S extends SigningView['screen']> = Extract<SigningView, { screen: S }>;

export interface StepProps<S extends SigningView['screen']> {
  readonly actor: SigningActor;
  readonly view: ViewOf<S>;
}

/** What the host plugs into the screens: the e-signature widget and the contract document. */
export interface SigningSlots {
  /** Renders the e-signature widget (the app's adapter); the screen mounts it while the machine says so. */
  readonly renderWidget: (props: { onFinish: () => void; onCancel: () => void }) => ReactNode;
  /** Downloads the contract file: the chosen option's before signing, the signed one after (beyond the spec). */
  readonly onDownloadContract?: () => void;
  /** Opens the same file to read, in a new tab (after the e-signature: the terms and the success screen). */
  readonly onViewContract?: () => void;
}
