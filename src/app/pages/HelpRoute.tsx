/**
 * /preguntas-frecuentes, /{category} (an unknown category goes back to the index) and /detalle (needs the
 * navigation state naming the question, otherwise back to the index) — spec §2 Help.
 */
import { Navigate, useLocation, useParams } from 'react-router';
import { config } from '../../config';
import { PATHS } from '../../paths';
import { categoryBySlug, questionOf } from '../../screens/help/faq';
import { HelpCategoryScreen, HelpDetailScreen, HelpIndexScreen } from '../../screens/help/HelpScreens';
import { matchRoute } from '../routes';

const support = { phone: config.supportPhone, messagingUrl: config.messagingUrl };

export function HelpRoute() {
  const { pathname, state } = useLocation();
  const { category } = useParams();
  const path = matchRoute(pathname)?.path;
  if (path === PATHS.helpDetail) {
    const found = questionOf(state);
    if (!found) return <Navigate to={PATHS.help} replace />;
    return <HelpDetailScreen {...support} category={found.category} question={found.question} />;
  }
  if (path === PATHS.helpCategory) {
    const found = categoryBySlug(category);
    if (!found) return <Navigate to={PATHS.help} replace />;
    return <HelpCategoryScreen {...support} category={found} />;
  }
  return <HelpIndexScreen {...support} />;
}

export default HelpRoute;
