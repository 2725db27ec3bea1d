/**
 * `npm run statecharts:shots`: the atlas's thumbnails (statecharts/shots/<machine>--<state>.webp, 195×422, about
 * 10 KB each, committed), made by Chromium from the 390×844 screenshots the end-to-end suites take of the running
 * sandbox (docs/screens/*.png; refresh those with the e2e suites first). A screen without a screenshot here shows
 * an empty "sin captura" frame in the atlas. Then `npm run statecharts` puts them in the screen flows.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = resolve(ROOT, 'statecharts', 'shots');

/** `<machine>--<screen state key>` → the e2e screenshot in docs/screens/ (without `.png`). */
const SHOTS: Record<string, string> = {
  'signup--account': 'signup-account',
  'signup--personalData.curp.curpSearch': 'signup-curp-search',
  'signup--personalData.curp.curpFound': 'signup-curp-found',
  'signup--personalData.curp.nonMexican': 'signup-non-mexican',
  'signup--personalData.manual': 'signup-manual',
  'signup--verification': 'signup-verify',
  'signup--updateEmail': 'signup-update-email',
  'signup--completed': 'signup-completed',
  'login--editing': 'login-form',
  'password--forgot.editing': 'password-forgot',
  'password--forgot.sent': 'password-sent',
  'password--reset.editing': 'password-reset',
  'password--reset.succeeded': 'password-reset-success',
  'application--product': 'application-product',
  'application--address': 'application-address',
  'application--employment': 'application-employment',
  'application--references': 'application-references',
  'application--consent': 'application-consent',
  'application--interestOffer': 'application-interest-offer',
  'application--result': 'application-approved',
  'application--limitExceeded': 'application-limit-exceeded',
  'documents--uploaded': 'application-documents-uploaded',
  'signing--clabeFirst': 'signing-clabe',
  'signing--chooseTerm': 'signing-seleccionar-plazo',
  'signing--contract': 'signing-contrato',
  'signing--contract.validating': 'signing-validando',
  'signing--contract.invalid': 'signing-firma-no-validada',
  'signing--acceptTerms': 'signing-aceptar-terminos',
  'signing--paymentTable': 'signing-tabla-de-pagos',
  'signing--clabe': 'signing-clabe',
  'signing--success': 'signing-firma-exitosa',
  'home--ready': 'signing-home-tracker',
  'promoterSignin--phone': 'promoter-signin',
  'promoter--simulation': 'promoter-home',
  'promoter--clientCheck': 'promoter-client-check',
  'promoter--preliminaryFailed': 'promoter-preliminary-failed',
  'promoter--finish': 'promoter-finish',
  'promoter--activation': 'promoter-activation-code',
  'promoter--result': 'promoter-result',
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  mkdirSync(OUT, { recursive: true });
  let written = 0;
  for (const [name, source] of Object.entries(SHOTS)) {
    const file = resolve(ROOT, 'docs', 'screens', `${source}.png`);
    if (!existsSync(file)) {
      console.warn(`statecharts:shots: no docs/screens/${source}.png for ${name}`);
      continue;
    }
    const png = `data:image/png;base64,${readFileSync(file).toString('base64')}`;
    // The top of the screen (390×844), halved: what fits a thumbnail.
    const webp = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 195;
      canvas.height = 422;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, 195, 422);
      const scale = 195 / img.naturalWidth;
      ctx.drawImage(
        img,
        0,
        0,
        img.naturalWidth,
        Math.min(img.naturalHeight, 844),
        0,
        0,
        195,
        Math.min(img.naturalHeight, 844) * scale,
      );
      return canvas.toDataURL('image/webp', 0.7);
    }, png);
    writeFileSync(resolve(OUT, `${name}.webp`), Buffer.from(webp.split(',')[1]!, 'base64'));
    written += 1;
  }
  console.log(`statecharts:shots: ${written} thumbnails written to statecharts/shots/`);
} finally {
  await browser.close();
}
