export { NotFoundPage } from './NotFoundPage';
export { PlaceholderPage, type PlaceholderPageProps } from './PlaceholderPage';
export { SuspendedNotice, type SuspendedNoticeProps } from './SuspendedNotice';
export { TermsPage, type TermsPageProps } from './TermsPage';
