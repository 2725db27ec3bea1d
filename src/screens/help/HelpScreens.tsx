/** /preguntas-frecuentes, /{category} and /detalle (spec §2 Help), each with the support contact. */
import { fillPath, PATHS } from '../../paths';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { PageTitle } from '../../ui/PageTitle';
import * as css from '../account/account.css';
import { FAQ, type FaqCategory, type FaqDetailState, type FaqQuestion } from './faq';
import { SupportContact, type SupportContactProps } from './SupportContact';

export function HelpIndexScreen(support: SupportContactProps) {
  return (
    <section className={css.stack}>
      <PageTitle subtitle="Elige un tema.">Preguntas frecuentes</PageTitle>
      <ul className={css.list}>
        {FAQ.map((c) => (
          <li key={c.slug}>
            <Card className={css.tight}>
              <h2 className={css.subheading}>
                <Link to={fillPath(PATHS.helpCategory, { category: c.slug })}>{c.title}</Link>
              </h2>
              <p className={css.muted}>{c.description}</p>
            </Card>
          </li>
        ))}
      </ul>
      <SupportContact {...support} />
    </section>
  );
}

export function HelpCategoryScreen({
  category,
  ...support
}: SupportContactProps & { category: FaqCategory }) {
  return (
    <section className={css.stack}>
      <PageTitle subtitle={category.description}>{category.title}</PageTitle>
      <ul className={css.list}>
        {category.questions.map((q) => (
          <li key={q.id}>
            <Card>
              <Link
                to={PATHS.helpDetail}
                state={{ category: category.slug, question: q.id } satisfies FaqDetailState}
              >
                {q.question}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
      <Link to={PATHS.help}>Todas las preguntas</Link>
      <SupportContact {...support} />
    </section>
  );
}

export function HelpDetailScreen({
  category,
  question,
  ...support
}: SupportContactProps & { category: FaqCategory; question: FaqQuestion }) {
  return (
    <section className={css.stack}>
      <PageTitle subtitle={category.title}>{question.question}</PageTitle>
      <Card className={css.stack}>
        {question.answer.map((p) => (
          <p key={p} className={css.text}>
            {p}
          </p>
        ))}
      </Card>
      <Link to={fillPath(PATHS.helpCategory, { category: category.slug })}>
        Más preguntas de {category.title}
      </Link>
      <SupportContact {...support} />
    </section>
  );
}
