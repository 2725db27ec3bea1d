/**
 * The result screen (spec §2 "Result screens", §8): the decision's title, its text and one button. The credit
 * application shows it with its cost summary and documents; the promoter's quick application in promoter mode
 * (/promotor/modelo-preliminar-fallido, /promotor/resultado: 'Finalizar' back to /promotor).
 */
import type { ReactNode } from 'react';
import type { ResultView } from '../../../machines/application/rules';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import * as css from './application.css';

export interface ResultScreenProps {
  readonly result: ResultView;
  readonly onFinish: () => void;
  /** Shown under the text (the application's estimated payment, total and CAT). */
  readonly summary?: ReactNode;
  /** PREAPPROVED in client mode: the documents upload next to the button. */
  readonly documents?: ((applicationId: string) => ReactNode) | undefined;
}

export function ResultScreen({ result, onFinish, summary, documents }: ResultScreenProps) {
  const withDocuments = result.documents && documents;
  return (
    <section className={css.page} aria-labelledby="application-result-title">
      <PageTitle id="application-result-title">{result.title}</PageTitle>
      <p className={css.text}>{result.text}</p>
      {summary}
      <div className={css.actions}>
        {withDocuments ? documents(result.applicationId) : null}
        <Button
          variant={withDocuments ? 'secondary' : 'primary'}
          block
          data-action="finish"
          onClick={onFinish}
        >
          {result.action}
        </Button>
      </div>
    </section>
  );
}
