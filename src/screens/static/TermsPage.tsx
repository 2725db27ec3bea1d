import { config } from '../../config';
import { formatPhone } from '../../domain/phone';
import { PageTitle } from '../../ui/PageTitle';
import * as css from './static.css';

export interface TermsPageProps {
  /** Customer-service phone shown in the contact clause; defaults to the configured one. */
  supportPhone?: string;
}

/** /terminos-y-condiciones: static terms of use (spec §9 "Terms text"). */
export function TermsPage({ supportPhone = config.supportPhone }: TermsPageProps) {
  const phone = formatPhone(supportPhone);
  return (
    <article className={css.terms}>
      <PageTitle>Términos y condiciones de uso</PageTitle>
      <p>
        Estos términos y condiciones regulan el uso de esta plataforma (la «Plataforma»), mediante la cual
        puedes comprar en comercios afiliados y pagar a meses, o solicitar un préstamo personal. Al crear una
        cuenta o usar la Plataforma aceptas estos términos. Si no estás de acuerdo con ellos, te pedimos no
        usarla.
      </p>

      <h2 className={css.termsHeading}>1. Requisitos para usar la Plataforma</h2>
      <p>
        Para abrir una cuenta debes ser persona física de nacionalidad mexicana, tener entre 18 y 69 años de
        edad y proporcionar información verdadera, completa y actualizada. Eres responsable de mantener en
        secreto tu contraseña y los NIP que te enviemos, y de toda actividad realizada con tu cuenta.
      </p>

      <h2 className={css.termsHeading}>2. Solicitudes y contratos</h2>
      <p>
        Toda solicitud está sujeta a análisis y autorización. Una autorización o preautorización tiene una
        vigencia de 15 días naturales. Las condiciones de cada crédito (monto, plazo, tasa, fechas y montos de
        pago) se establecen en el contrato que firmas electrónicamente y en su tabla de pagos, que prevalecen
        sobre cualquier información mostrada en pantalla.
      </p>

      <h2 className={css.termsHeading}>3. Pagos y cobranza</h2>
      <p>
        Los pagos vencen el día primero de cada mes, conforme a tu tabla de pagos. Los pagos se aplican
        primero al saldo vencido más antiguo, después al siguiente saldo por vencer y finalmente al capital,
        del más antiguo al más reciente. Las cuentas con más de 180 días de atraso podrán ser turnadas a
        gestión de cobranza, ya sea directamente o a través de un despacho de cobranza, que actuará conforme a
        la legislación aplicable.
      </p>

      <h2 className={css.termsHeading}>4. Facturación</h2>
      <p>
        Si requieres un comprobante fiscal (factura) por una operación, deberás solicitarlo dentro de las 24
        horas siguientes a la operación. Pasado ese plazo no será posible emitirlo.
      </p>

      <h2 className={css.termsHeading}>5. Limitación de responsabilidad</h2>
      <p>
        En la máxima medida permitida por la ley, nuestra responsabilidad total frente a ti por cualquier
        reclamación relacionada con la Plataforma no excederá la cantidad que resulte mayor entre el total de
        los cargos que nos hayas pagado en los 12 meses anteriores al hecho que dio origen a la reclamación y
        $1,200.00 (mil doscientos pesos 00/100 M.N.).
      </p>

      <h2 className={css.termsHeading}>6. Modificaciones a estos términos</h2>
      <p>
        Podemos actualizar estos términos. Las modificaciones surtirán efecto la próxima vez que uses la
        Plataforma o a los 30 días naturales de su publicación, lo que ocurra primero. Si no estás de acuerdo
        con los cambios, puedes dejar de usar la Plataforma, sin perjuicio de las obligaciones de pago que ya
        hayas contraído.
      </p>

      <h2 className={css.termsHeading}>7. Notificaciones</h2>
      <p>
        Las comunicaciones relativas a tu cuenta se enviarán al correo electrónico o al teléfono que
        registraste. Las notificaciones enviadas por correo certificado se tendrán por recibidas 5 días
        después de su envío.
      </p>

      <h2 className={css.termsHeading}>8. Datos personales</h2>
      <p>
        Tratamos tus datos personales conforme a la Ley Federal de Protección de Datos Personales en Posesión
        de los Particulares y a nuestro aviso de privacidad. Solo los usamos para atender tus solicitudes,
        administrar tus créditos y cumplir obligaciones legales.
      </p>

      <h2 className={css.termsHeading}>9. Legislación aplicable y jurisdicción</h2>
      <p>
        Estos términos se rigen por las leyes federales de los Estados Unidos Mexicanos. Para su
        interpretación y cumplimiento, las partes se someten a los tribunales competentes de la Ciudad de
        México, renunciando a cualquier otro fuero que pudiera corresponderles.
      </p>

      <h2 className={css.termsHeading}>10. Contacto</h2>
      <p>
        Para cualquier duda o aclaración comunícate con nuestro equipo de atención a clientes
        {phone ? (
          <>
            {' '}
            al <a href={`tel:+52${supportPhone.replace(/\D/g, '').slice(-10)}`}>{phone}</a>
          </>
        ) : null}
        .
      </p>
    </article>
  );
}
