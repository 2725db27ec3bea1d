/** Spanish texts of the catalog and promoter answers (spec §8). */
export const MESSAGES = {
  promoterNotFound: 'No se encontró el número de teléfono ingresado.',
  wrongPromoterNip: 'El nip ingresado es incorrecto',
  promoterNipLocked: 'Has superado el número de intentos permitidos. Solicita un nuevo NIP.',
  curpNotFound: 'No hemos encontrado información asociada al CURP que ingresaste.',
  curpAlreadyRegistered: 'Una cuenta con los mismos datos personales ya se encuentra registrada',
  malformedCurp: 'El CURP ingresado no es válido',
  storeNotFound: 'No se encontró la tienda solicitada.',
  malformedStoreId: 'El identificador de la tienda no es válido',
  postalCodeNotFound: 'El código postal ingresado no es válido',
  clientNotFound: 'No encontramos al cliente.',
  noActivationCode: 'El cliente no tiene un código de activación vigente.',
  emptyStoreQuery: 'Escribe el nombre del comercio que buscas.',
} as const;
