/**
 * The API chunk as a client's first call loads it (lazy-services.ts): the same `createApiCall`, with the
 * `clients` contract group (the profile, `clients.me`, and a visitor's sign-in) imported statically, so the group
 * downloads with the API chunk instead of after it.
 */
import '../api/contract/clients';

export { createApiCall } from './api-services';
