/** Copy of the help modal 'how buying works' (kept apart so the modal itself can load lazily). */

/** The four points of 'how buying works' (spec §2 "Layout shell"). */
export const HOW_IT_WORKS: readonly { title: string; text: string }[] = [
  { title: 'Solicita en minutos', text: 'Completa tu solicitud en unos cuantos minutos, desde tu celular.' },
  {
    title: 'Elige tus plazos',
    text: 'Una vez autorizada tu solicitud, elige el plazo de pago que más te convenga.',
  },
  { title: 'Sin comisiones', text: 'No cobramos comisiones ni costos ocultos.' },
  {
    title: 'Tus datos están protegidos',
    text: 'Cuidamos tu información personal y solo la usamos para atender tu solicitud.',
  },
];

export const HELP_MODAL_TITLE = '¿Cómo funciona comprar a meses?';
