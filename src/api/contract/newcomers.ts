/**
 * What a new application carries besides the product: the marketing parameters of the landing URL and a new
 * client as a promoter enters it (the creation call of applications.ts).
 */
import * as z from 'zod/mini';
import { curp, isoDate, isoDateTime, phoneNumber, sex, text } from './common.ts';

/** Marketing parameters kept from the landing URL (utm_*); defaults medium 'organic', source 'clients-webapp'. */
export const utm = z.object({
  source: z.optional(z.string().check(z.maxLength(100))),
  medium: z.optional(z.string().check(z.maxLength(100))),
  campaign: z.optional(z.string().check(z.maxLength(100))),
  term: z.optional(z.string().check(z.maxLength(100))),
  content: z.optional(z.string().check(z.maxLength(100))),
});

/** A new client as a promoter enters it: CURP-lookup data plus phone. */
export const promoterNewClient = z.object({
  phoneNumber,
  curp,
  name: text(80),
  firstSurname: text(80),
  secondSurname: text(80),
  sex: z.optional(sex),
  dateOfBirth: z.optional(z.union([isoDateTime, isoDate])),
  nationality: z.optional(text(60)),
  countryOfBirth: z.optional(text(60)),
  stateOfBirth: z.optional(text(60)),
});
