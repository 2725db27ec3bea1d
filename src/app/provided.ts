import { type Context, useContext } from 'react';

/** The value of a provider above the caller; without one, a developer's error naming the missing provider. */
export function useProvided<T>(context: Context<T | null>, provider: string): T {
  const value = useContext(context);
  if (value === null) throw new Error(`<${provider}> is missing above this component.`);
  return value;
}
