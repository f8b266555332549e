import type { Translation } from '../../i18n/translatable';
import type english from '../en/site';

export default {
  tagline: 'Tu compañero de seguridad personal',
  skipLink: 'Ir al contenido principal',
  nav: {
    /** The navigation landmark's name, and its toggle on narrow screens (the UI package's words, given as props). */
    label: 'Principal',
    menu: 'Menú',
    home: 'Inicio',
    privacy: 'Política de privacidad',
    accountDeletion: 'Eliminación de la cuenta',
    feedback: 'Comentarios',
    lookup: 'Consulta para héroes',
    adminLogin: 'Acceso de administración',
  },
  footer: {
    label: 'Pie de página',
    about: 'Quiénes somos',
    legal: 'Documentos legales',
    accountDeletion: 'Eliminación de la cuenta',
    feedback: 'Comentarios',
    note: 'Tu compañero de seguridad personal.',
  },
  offline:
    'No tienes conexión. Las páginas que ya visitaste siguen funcionando; las consultas y los comentarios necesitan conexión.',
  needsConnection: {
    title: 'Sin conexión',
    text: (what: string) =>
      `${what} necesita conexión a internet. Puedes llenar el formulario ahora; el envío vuelve a funcionar en cuanto tengas conexión.`,
  },
  routeError: {
    heading: 'Algo salió mal',
    title: 'No se pudo mostrar esta página',
    offline: 'Esta página necesita conexión a internet. Conéctate y vuelve a intentarlo.',
    notLoaded: 'No se pudo cargar esta página. Revisa tu conexión y vuelve a intentarlo.',
    unexpected: 'Ocurrió un error inesperado.',
    tryAgain: 'Volver a intentarlo',
    or: 'o',
    home: 'ir a la página de inicio',
  },
  notFound: {
    title: 'Página no encontrada',
    text: 'No hay ninguna página en esta dirección. Puede que se haya movido o que el enlace esté mal escrito.',
    home: 'Ir a la página de inicio',
  },
  pages: {
    homeDescription: (product: string) =>
      `${product} comparte tu ubicación con las personas de tu confianza cuando algo sale mal.`,
    welcome: (product: string) => `Te damos la bienvenida a ${product}`,
    about: 'Quiénes somos',
    aboutDescription: (product: string) =>
      `Nuestra misión, nuestro equipo y nuestra historia: las personas detrás de ${product}.`,
    accountDeletion: 'Eliminación de la cuenta',
    accountDeletionDescription: (product: string) =>
      `Cómo eliminar tu cuenta de ${product} y todo lo que se guarda con ella.`,
    legal: 'Documentos legales',
    legalTabs: 'Documentos legales',
    lookup: 'Consulta para héroes',
    lookupDescription:
      '¿Recibiste un código de acceso por mensaje de texto? Ingrésalo para ver el estado de la persona que te eligió como su héroe.',
    feedback: 'Comentarios',
    feedbackDescription: (product: string) =>
      `Dile al equipo de ${product} lo que piensas: ideas, problemas y elogios.`,
    adminLogin: 'Acceso de administración',
    adminLoginSubtitle: 'Accede al panel de administración',
    userStatus: 'Estado del usuario',
    userStatusDescription: 'Una ayuda de depuración que muestra cómo se lee un estado pegado.',
    adminDashboard: 'Panel de administración',
    adminDashboardDescription: 'La bandeja de comentarios del panel de administración.',
    legalDescription: (product: string) =>
      `La Política de privacidad, el Contrato de licencia para el usuario final y la Política de consentimiento de ${product}.`,
  },
} satisfies Translation<typeof english>;
