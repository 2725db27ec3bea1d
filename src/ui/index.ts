/**
 * UI primitives. Importing a component pulls its own small stylesheet; prefer importing from this barrel
 * only in screens that use several primitives.
 */
import './global.css';

export { Button, type ButtonProps } from './Button';
export { type ButtonVariants, button } from './buttonClasses';
export { Card, type CardProps } from './Card';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { MessagingLink, type MessagingLinkProps, PhoneLink, type PhoneLinkProps } from './ContactLinks';
export { EmailField, type EmailFieldProps } from './EmailField';
export { visuallyHidden } from './global.css';
export * from './icons';
export { KEEP_INTERACTIVE_ATTR } from './inert';
export { Modal, type ModalProps } from './Modal';
export { type DatePart, MonthYearField, type MonthYearFieldProps } from './MonthYearField';
export { PageTitle, type PageTitleProps } from './PageTitle';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { labelledOptions, Select, type SelectOption, type SelectProps } from './Select';
export { Spinner, type SpinnerProps } from './Spinner';
export { TextField, type TextFieldProps } from './TextField';
export { darkTheme, lightTheme, systemTheme, tokens, vars } from './theme.css';
