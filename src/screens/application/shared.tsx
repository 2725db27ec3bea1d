/** Pieces the application screens share. */
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ApplicationMachine, ApplicationView } from '../../../machines/application';
import { PageTitle } from '../../ui/PageTitle';
import { ProgressBar } from '../../ui/ProgressBar';
import * as css from './application.css';

export type ApplicationActor = ActorRefFrom<ApplicationMachine>;

export interface StepProps {
  readonly actor: ApplicationActor;
  readonly view: ApplicationView;
}

/** The step's heading, its progress (25/50/75/100 %) and its form. */
export function StepPage({
  view,
  id,
  subtitle,
  children,
}: {
  view: ApplicationView;
  id: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={css.page} aria-labelledby={id}>
      {view.progress !== null ? (
        <ProgressBar value={view.progress} label="Progreso de la solicitud" showValue />
      ) : null}
      <PageTitle id={id} subtitle={subtitle}>
        {view.title}
      </PageTitle>
      {children}
    </section>
  );
}

/** Reads an input's value for an event. */
export const inputValue = (event: { currentTarget: { value: string } }): string => event.currentTarget.value;
