/** The help content (spec §2 Help): categories perfil, compras/préstamos, pagos and seguridad, with their answers. */

import { termBandsText } from '../../domain/terms';

export interface FaqQuestion {
  readonly id: string;
  readonly question: string;
  /** Paragraphs. */
  readonly answer: readonly string[];
}

export interface FaqCategory {
  /** The URL segment of /preguntas-frecuentes/{category}. */
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly questions: readonly FaqQuestion[];
}

export const FAQ: readonly FaqCategory[] = [
  {
    slug: 'perfil',
    title: 'Perfil',
    description: 'Tus datos, tu cuenta CLABE y tus notificaciones.',
    questions: [
      {
        id: 'cambiar-clabe',
        question: '¿Cómo cambio mi cuenta CLABE?',
        answer: [
          'Tu cuenta CLABE es la cuenta de 18 dígitos a tu nombre donde depositamos tus préstamos personales. La registras al elegir el plazo de tu primer préstamo y la ves en tu perfil, marcada como verificada o no verificada.',
          'Para cambiarla comunícate con soporte desde el número de teléfono registrado en tu cuenta: por tu seguridad verificaremos tu identidad antes de registrar la nueva cuenta. La CLABE debe estar a tu nombre; no podemos depositar en cuentas de terceros.',
        ],
      },
      {
        id: 'cambiar-datos',
        question: '¿Puedo cambiar mi correo o mi teléfono?',
        answer: [
          'Tu correo y tu teléfono identifican tu cuenta y son a donde enviamos tus códigos de verificación. Si cambiaste de número o de correo, comunícate con soporte; te pediremos confirmar tu identidad antes de hacer el cambio.',
        ],
      },
      {
        id: 'notificaciones',
        question: '¿Qué notificaciones recibo y cómo las apago?',
        answer: [
          'Las notificaciones transaccionales te avisan de tus pagos, tus fechas de vencimiento y el estado de tus solicitudes. Las promocionales te cuentan de ofertas y nuevas tiendas.',
          'Puedes activarlas o desactivarlas en cualquier momento desde tu perfil, en la sección Notificaciones. También puedes recibir notificaciones en este dispositivo si tu navegador lo permite.',
        ],
      },
    ],
  },
  {
    slug: 'compras',
    title: 'Compras y préstamos',
    description: 'Cómo funcionan tus compras a meses y tus préstamos.',
    questions: [
      {
        id: 'que-es-cat',
        question: '¿Qué es el CAT?',
        answer: [
          'El CAT (Costo Anual Total) es un indicador que reúne en un solo porcentaje anual todos los costos de un crédito: la tasa de interés y cualquier comisión. Sirve para comparar créditos entre sí: a menor CAT, más barato es el crédito.',
          'Lo calculamos como lo indica el Banco de México, sin IVA y con las fechas reales de tus pagos, y lo ves antes de firmar en cada opción de plazo.',
        ],
      },
      {
        id: 'plazos',
        question: '¿Qué plazos puedo elegir?',
        answer: [termBandsText()],
      },
      {
        id: 'vencida',
        question: '¿Qué significa que mi compra esté Vencida?',
        answer: [
          'Una compra está Vencida cuando tiene un pago cuya fecha (el día 1 del mes) ya pasó sin cubrirse. Mientras tengas saldo vencido no podrás solicitar nuevos créditos.',
          'Para ponerte Al corriente paga el saldo vencido que ves en Mi cuenta; tus pagos cubren primero lo vencido, del pago más antiguo al más reciente.',
        ],
      },
      {
        id: 'liquidar',
        question: '¿Puedo liquidar antes de tiempo?',
        answer: [
          'Sí, sin penalización. En el detalle de tu compra, en Liquidar o adelantar pagos, ves cuánto pagar hoy: tu capital pendiente más los intereses y el IVA a la fecha. Los intereses de los meses que ya no usarás no se cobran.',
        ],
      },
    ],
  },
  {
    slug: 'pagos',
    title: 'Pagos',
    description: 'Cómo y dónde pagar, y cuándo se reflejan tus pagos.',
    questions: [
      {
        id: 'como-pagar',
        question: '¿Cómo pago mis compras y préstamos?',
        answer: [
          'Tienes tres opciones en Alternativas de pago: depósito en BBVA con el convenio 2062011 y tu referencia personal; pago en efectivo en OXXO con tu referencia; o transferencia electrónica (SPEI) a tu CLABE de pago.',
          'Tus pagos vencen el día 1 de cada mes. Puedes pagar antes o abonar más: lo que pagues de más se aplica a tu capital.',
        ],
      },
      {
        id: 'no-veo-mi-pago',
        question: 'Pagué y no veo mi pago, ¿qué hago?',
        answer: [
          'Las transferencias se reflejan de inmediato y los depósitos en BBVA o pagos en OXXO en hasta 2 días hábiles.',
          'Si después de 48 horas no ves tu pago en Mi cuenta, en la pestaña Pagos, comunícate con soporte y ten a la mano tu comprobante (fecha, monto y referencia) para que podamos localizarlo.',
        ],
      },
      {
        id: 'orden-de-aplicacion',
        question: '¿En qué orden se aplican mis pagos?',
        answer: [
          'Primero al saldo vencido, del pago más antiguo al más reciente; después a tu siguiente pago; y lo que sobre, al capital de tus pagos futuros, del más antiguo al más reciente.',
        ],
      },
    ],
  },
  {
    slug: 'seguridad',
    title: 'Seguridad',
    description: 'Cómo protegemos tus datos y tu cuenta.',
    questions: [
      {
        id: 'proteccion-de-datos',
        question: '¿Cómo protegen mis datos?',
        answer: [
          'Tus datos viajan cifrados y solo los usamos para evaluar y administrar tus créditos, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares y a nuestro aviso de privacidad.',
          'Consultamos tu historial crediticio solo con tu autorización (tu NIP), que tiene una vigencia de 3 años. Puedes ejercer tus derechos de acceso, rectificación, cancelación u oposición (ARCO) escribiendo a soporte.',
        ],
      },
      {
        id: 'nunca-pedimos',
        question: '¿Qué nunca les voy a pedir?',
        answer: [
          'Nunca te pediremos tu contraseña, tus NIP ni tus códigos de verificación por teléfono, mensaje o correo. Nunca te pediremos depositar a una cuenta que no sea tu referencia o tu CLABE de pago que ves en la app.',
          'Si alguien te los pide, no los compartas y repórtalo a soporte.',
        ],
      },
      {
        id: 'contrasena',
        question: 'Olvidé mi contraseña o creo que alguien la conoce',
        answer: [
          'En tu perfil pulsa Cambiar contraseña y te enviaremos un correo para elegir una nueva. Si no puedes entrar, usa ¿Olvidaste tu contraseña? en la pantalla de inicio de sesión.',
        ],
      },
    ],
  },
];

export function categoryBySlug(slug: string | undefined): FaqCategory | null {
  return FAQ.find((c) => c.slug === slug) ?? null;
}

/** What /preguntas-frecuentes/detalle receives as navigation state. */
export interface FaqDetailState {
  readonly category: string;
  readonly question: string;
}

/** The question the navigation state names, or null (the page then goes back to the index). */
export function questionOf(state: unknown): { category: FaqCategory; question: FaqQuestion } | null {
  if (typeof state !== 'object' || state === null) return null;
  const { category, question } = state as Partial<FaqDetailState>;
  const found = categoryBySlug(category);
  const q = found?.questions.find((x) => x.id === question);
  return found && q ? { category: found, question: q } : null;
}
