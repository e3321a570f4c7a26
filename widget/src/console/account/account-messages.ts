// The words of the console's account pages (sign-in, sign-up, password reset, the sign-in
// handover and the packages page) in English and Spanish. They load with the console entry
// (lotline-console.mjs, decision 041), never with the embed; shared words (the account button's,
// the form fields') come from the main catalogue (messages.ts) through the screen translator.
import type { Locale } from '../../i18n/messages';
import { createScreenTranslator, type ScreenTranslate } from '../../i18n/screen-translator';

const en = {
  'account.signUpTitle': 'Create your free account',
  'account.resetTitle': 'Reset your password',
  'account.resetConfirmTitle': 'Choose a new password',
  'account.signedInTitle': 'You are signed in',
  'account.forgotPassword': 'Forgot password?',
  'account.noAccount': 'No account yet?',
  'account.createAccount': 'Create a free account',
  'account.haveAccount': 'Already have an account?',
  'account.submitSignUp': 'Create account',
  'account.submitReset': 'Send reset link',
  'account.submitNewPassword': 'Set new password',
  'account.resetIntro': 'Enter the email of your account and we will send you a link to choose a new password.',
  'account.resetSent': 'If an account exists for {email}, we sent it a link to reset the password.',
  'account.backToSignIn': 'Back to sign in',
  'account.resetLinkMissing': 'This reset link is incomplete.',
  'account.resetLinkInvalid': 'This reset link is invalid or has expired. Ask for a new one.',
  'account.requestNewLink': 'Ask for a new link',
  'account.signedInText': 'You can go back to the site now.',
  'account.backToSite': 'Back to the site',
  'account.handedOver': 'You can close this window.',
  'account.consentTitle': 'Continue to {site}?',
  'account.consentText':
    '{org} will see, on {site}, what you do with Lotline there: reports, plans and layouts, PDFs and the requests you send them. It will not see your e-mail address, and cannot change your account or your organization.',
  'account.consentContinue': 'Continue to {site}',
  'account.consentCancel': 'Cancel',
  'account.consentDeclined': 'Nothing was shared with {site}. You are signed in to Lotline in this window only.',
  'account.consentFailed': 'Your sign-in could not be handed to {site}. Try again.',
  'packages.title': 'Choose your plan',
  'packages.free': 'Free',
  'packages.pro': 'Pro',
  'packages.yourPlan': 'Your plan',
  'packages.features': 'What {name} includes',
  'packages.addresses': '{count} Addresses',
  'packages.websiteBooster': 'Website Booster',
  'packages.unlimitedUsers': 'Unlimited Users',
  'packages.companyAccount': 'Company Account',
  'packages.insights': 'Insights',
  'packages.marketingAutomations': 'Marketing Automations',
  'packages.trial': 'Start your 30-day free trial',
  'packages.trialStarting': 'Starting your trial…',
  'packages.trialStarted': 'Your Pro trial has started: Pro until {date}.',
  'packages.trialFailed': 'The trial could not start. Try again in a moment.',
  'packages.trialRunning': 'Your Pro trial runs until {date}; after that the account is on Free again by itself.',
  'packages.trialKeep': 'Keep Pro: choose a subscription',
  'packages.trialKeepAdmin': 'To keep Pro after the trial, ask your Lotline contact to move your account to Pro.',
  'packages.subscribe': 'Choose a Pro subscription',
  'packages.visitor': 'Sign in to see which plan you have.',
  'packages.signedInAs': 'Signed in as {email}',
  'packages.loading': 'Loading your plan…',
  'packages.createAccount': 'Create a free account',
  'packages.trialNeedsAccount': 'The trial starts from a free account: create one or sign in first.',
  'packages.adminSetsPackages': 'Upgrades are not available online yet: an administrator sets packages for now. Ask your Lotline contact to move your account to Pro.',
  'packages.adminManagesPackages': 'An administrator manages packages for now. Ask your Lotline contact for any change.',
  'packages.portalFailed': 'The billing portal could not be reached.',
  'packages.retry': 'Try again',
} as const;

/** A key of the account pages' own words. */
export type AccountMessageKey = keyof typeof en;

const es: Record<AccountMessageKey, string> = {
  'account.signUpTitle': 'Cree su cuenta gratuita',
  'account.resetTitle': 'Restablezca su contraseña',
  'account.resetConfirmTitle': 'Elija una contraseña nueva',
  'account.signedInTitle': 'Ha iniciado sesión',
  'account.forgotPassword': '¿Olvidó su contraseña?',
  'account.noAccount': '¿Aún no tiene cuenta?',
  'account.createAccount': 'Cree una cuenta gratuita',
  'account.haveAccount': '¿Ya tiene una cuenta?',
  'account.submitSignUp': 'Crear cuenta',
  'account.submitReset': 'Enviar enlace',
  'account.submitNewPassword': 'Guardar contraseña nueva',
  'account.resetIntro': 'Escriba el correo electrónico de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.',
  'account.resetSent': 'Si existe una cuenta para {email}, le enviamos un enlace para restablecer la contraseña.',
  'account.backToSignIn': 'Volver a iniciar sesión',
  'account.resetLinkMissing': 'Este enlace para restablecer la contraseña está incompleto.',
  'account.resetLinkInvalid': 'Este enlace no es válido o ha caducado. Pida uno nuevo.',
  'account.requestNewLink': 'Pedir un enlace nuevo',
  'account.signedInText': 'Ya puede volver al sitio.',
  'account.backToSite': 'Volver al sitio',
  'account.handedOver': 'Ya puede cerrar esta ventana.',
  'account.consentTitle': '¿Continuar a {site}?',
  'account.consentText':
    '{org} verá, en {site}, lo que haga allí con Lotline: informes, planos y distribuciones, PDF y las solicitudes que le envíe. No verá su correo electrónico ni podrá cambiar su cuenta ni su organización.',
  'account.consentContinue': 'Continuar a {site}',
  'account.consentCancel': 'Cancelar',
  'account.consentDeclined': 'No se compartió nada con {site}. Ha iniciado sesión en Lotline solo en esta ventana.',
  'account.consentFailed': 'No se pudo entregar su inicio de sesión a {site}. Vuelva a intentarlo.',
  'packages.title': 'Elija su plan',
  'packages.free': 'Gratis',
  'packages.pro': 'Pro',
  'packages.yourPlan': 'Su plan',
  'packages.features': 'Qué incluye {name}',
  'packages.addresses': '{count} direcciones',
  'packages.websiteBooster': 'Impulso para su sitio web',
  'packages.unlimitedUsers': 'Usuarios ilimitados',
  'packages.companyAccount': 'Cuenta de empresa',
  'packages.insights': 'Análisis',
  'packages.marketingAutomations': 'Automatizaciones de marketing',
  'packages.trial': 'Comience su prueba gratuita de 30 días',
  'packages.trialStarting': 'Iniciando su prueba…',
  'packages.trialStarted': 'Su prueba de Pro ha comenzado: Pro hasta el {date}.',
  'packages.trialFailed': 'No se pudo iniciar la prueba. Inténtelo de nuevo en un momento.',
  'packages.trialRunning': 'Su prueba de Pro dura hasta el {date}; después la cuenta vuelve a Gratis sola.',
  'packages.trialKeep': 'Seguir en Pro: elija una suscripción',
  'packages.trialKeepAdmin': 'Para seguir en Pro tras la prueba, pida a su contacto de Lotline que pase su cuenta a Pro.',
  'packages.subscribe': 'Elija una suscripción Pro',
  'packages.visitor': 'Inicie sesión para ver qué plan tiene.',
  'packages.signedInAs': 'Sesión iniciada como {email}',
  'packages.loading': 'Cargando su plan…',
  'packages.createAccount': 'Cree una cuenta gratuita',
  'packages.trialNeedsAccount': 'La prueba se inicia desde una cuenta gratuita: cree una o inicie sesión primero.',
  'packages.adminSetsPackages': 'Todavía no se puede mejorar el plan en línea: por ahora, un administrador asigna los planes. Pida a su contacto de Lotline que pase su cuenta a Pro.',
  'packages.adminManagesPackages': 'Por ahora, un administrador gestiona los planes. Pida cualquier cambio a su contacto de Lotline.',
  'packages.portalFailed': 'No se pudo conectar con el portal de facturación.',
  'packages.retry': 'Reintentar',
};

/** The account pages' words in every locale. */
export const ACCOUNT_CATALOGUES = { en, es } satisfies Record<Locale, Record<AccountMessageKey, string>>;

/** Translates the account pages' keys and the main catalogue's. */
export type AccountTranslate = ScreenTranslate<AccountMessageKey>;

/** The account pages' translator in `locale`. */
export function createAccountTranslator(locale: Locale): AccountTranslate {
  return createScreenTranslator(locale, ACCOUNT_CATALOGUES);
}
