/** The pages that still build their actors themselves take `live` from here (machines/shared/live.ts). */
export { live } from '../../../machines/shared/live';
