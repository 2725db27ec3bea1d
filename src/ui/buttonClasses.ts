/** Button look; also usable on links (`<Link className={button({ variant: 'secondary' })}>`). */
import { buttonBase, buttonBlock, buttonSize, buttonVariant } from './button.css';

export interface ButtonVariants {
  readonly variant?: keyof typeof buttonVariant | undefined;
  readonly size?: keyof typeof buttonSize | undefined;
  readonly block?: boolean | undefined;
}

/** The classes of a button: primary, medium size and not full width unless said otherwise. */
export function button({ variant = 'primary', size = 'md', block = false }: ButtonVariants = {}): string {
  const classes = `${buttonBase} ${buttonVariant[variant]} ${buttonSize[size]}`;
  return block ? `${classes} ${buttonBlock}` : classes;
}
