import { createContext, type ReactNode } from 'react';
import { useProvided } from './provided';
import type { AppServices } from './services';

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext value={services}>{children}</ServicesContext>;
}

export function useServices(): AppServices {
  return useProvided(ServicesContext, 'ServicesProvider');
}
