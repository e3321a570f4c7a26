// The words of the playground page, its analysis and its prompts, in English and Spanish. They load
// with the report's chunk, so the first screen carries none of them (decision 017); any other key
// falls back to the main catalogue. The English notices and messages are spec 2 section 8's word
// for word (playground-messages.test.ts holds them to core's PlaygroundMessage and physicalNotice).
import type { PlanCategory } from '../../../core/floor-plans';
import type { ScreenCatalogues, ScreenTranslate } from '../i18n/screen-translator';

const en = {
  'playground.intro': 'Try out what you could build: pick a kind of structure, place it on the lot, then ask whether it is allowed.',
  'playground.categories': 'What would you like to build?',
  'playground.category.in-home-apartment': 'In-home apartment',
  'playground.category.backyard-cottage': 'Backyard cottage',
  'playground.category.single-family': 'Single-family home',
  'playground.category.multi-family': 'Multi-family home',
  'playground.category.home-additions': 'Home addition',
  'playground.category.deck': 'Deck',
  'playground.category.patio': 'Patio',
  'playground.category.pool': 'Pool',
  'playground.category.sport-court': 'Sport court',
  'playground.category.shed': 'Shed',
  'playground.category.garage': 'Garage',
  'playground.category.backyard-farm': 'Backyard farm',
  'playground.open': 'Try the playground',
  'playground.openText': 'Place pools, decks, additions and more on the lot, and ask whether they are allowed.',
  'playground.clear.title': 'Clear the existing structures?',
  'playground.clear.text': 'A new home usually replaces what stands on the lot. Remove the existing buildings from the map and start the playground afresh?',
  'playground.clear.yes': 'Yes',
  'playground.clear.no': 'No',
  'playground.cleared': 'The existing buildings are cleared from the playground.',
  'playground.clearedNote': 'The existing buildings are cleared from this playground.',
  'playground.restore': 'Show the existing buildings again',
  'playground.restored': 'The existing buildings are back on the playground.',
  'playground.login.title': "Let's get you set up first",
  'playground.login.text': 'Sign in or create a free account to ask whether your structures are allowed and to keep what you draw.',
  'playground.login.signIn': 'Sign In',
  'playground.check': 'Is this allowed?',
  'playground.checking': 'Analyzing…',
  'playground.noStructures': 'Place at least one structure on the lot first.',
  'playground.missingCategories': 'You first need to assign categories to the gray buildings.',
  'playground.timedOut': 'connection timed out',
  'playground.editingBlocked': 'Editing is not possible while the lot is being analyzed.',
  'playground.grayBuildings': 'Buildings you drew are gray until they have a category: select one on the map to choose it.',
  'playground.buildingCategory': 'Category',
  'playground.noCategory': 'Choose a category',
  'playground.notifications': 'Notifications',
  'playground.notice.touchesBuilding': '{label} cannot be connected to an existing building structure.',
  'playground.notice.notConnected': '{label} must be connected to the main house.',
  'playground.notice.moveIt': 'Please move it to a different location',
  'playground.result.title': '{label}: {status}',
  'playground.result.allowed': 'Allowed: {percent}%',
  'playground.result.notKnown': 'Not known',
  'playground.result.details': 'How we decided',
  'playground.result.setback': 'Where it may stand is shown on the map.',
  'playground.overlay.title': 'Analyzing your lot',
  'playground.overlay.lot': 'Analyzing the lot and its buildings…',
  'playground.overlay.laws': 'Reading the local and state laws…',
  'playground.overlay.category': 'Checking size limits and setbacks for: {category}…',
  'playground.overlay.progress': 'Progress of this step',
} as const;

/** The playground's own message keys. */
export type PlaygroundMessageKey = keyof typeof en;

const es: Record<PlaygroundMessageKey, string> = {
  'playground.intro': 'Pruebe lo que podría construir: elija un tipo de estructura, colóquela en el terreno y pregunte si está permitida.',
  'playground.categories': '¿Qué le gustaría construir?',
  'playground.category.in-home-apartment': 'Apartamento dentro de la casa',
  'playground.category.backyard-cottage': 'Cabaña en el patio',
  'playground.category.single-family': 'Casa unifamiliar',
  'playground.category.multi-family': 'Casa multifamiliar',
  'playground.category.home-additions': 'Ampliación de la casa',
  'playground.category.deck': 'Terraza de madera',
  'playground.category.patio': 'Patio',
  'playground.category.pool': 'Piscina',
  'playground.category.sport-court': 'Cancha deportiva',
  'playground.category.shed': 'Cobertizo',
  'playground.category.garage': 'Garaje',
  'playground.category.backyard-farm': 'Huerto en el patio',
  'playground.open': 'Probar la zona de pruebas',
  'playground.openText': 'Coloque piscinas, terrazas, ampliaciones y más en el terreno, y pregunte si están permitidas.',
  'playground.clear.title': '¿Quitar las estructuras existentes?',
  'playground.clear.text': 'Una casa nueva suele reemplazar lo que hay en el terreno. ¿Quitar del mapa los edificios existentes y empezar de nuevo la zona de pruebas?',
  'playground.clear.yes': 'Sí',
  'playground.clear.no': 'No',
  'playground.cleared': 'Los edificios existentes se quitaron de la zona de pruebas.',
  'playground.clearedNote': 'Los edificios existentes se quitaron de esta zona de pruebas.',
  'playground.restore': 'Mostrar de nuevo los edificios existentes',
  'playground.restored': 'Los edificios existentes volvieron a la zona de pruebas.',
  'playground.login.title': 'Primero, configuremos su cuenta',
  'playground.login.text': 'Inicie sesión o cree una cuenta gratuita para preguntar si sus estructuras están permitidas y conservar lo que dibuje.',
  'playground.login.signIn': 'Iniciar sesión',
  'playground.check': '¿Está permitido?',
  'playground.checking': 'Analizando…',
  'playground.noStructures': 'Primero coloque al menos una estructura en el terreno.',
  'playground.missingCategories': 'Primero debe asignar categorías a los edificios grises.',
  'playground.timedOut': 'se agotó el tiempo de conexión',
  'playground.editingBlocked': 'No se puede editar mientras se analiza el terreno.',
  'playground.grayBuildings': 'Los edificios que dibujó son grises hasta que tengan una categoría: seleccione uno en el mapa para elegirla.',
  'playground.buildingCategory': 'Categoría',
  'playground.noCategory': 'Elija una categoría',
  'playground.notifications': 'Avisos',
  'playground.notice.touchesBuilding': '{label}: no puede estar unida a una construcción existente.',
  'playground.notice.notConnected': '{label}: debe estar unida a la casa principal.',
  'playground.notice.moveIt': 'Muévala a otro lugar',
  'playground.result.title': '{label}: {status}',
  'playground.result.allowed': 'Permitido: {percent} %',
  'playground.result.notKnown': 'No se sabe',
  'playground.result.details': 'Cómo lo decidimos',
  'playground.result.setback': 'Dónde puede ubicarse se muestra en el mapa.',
  'playground.overlay.title': 'Analizando su terreno',
  'playground.overlay.lot': 'Analizando el terreno y sus edificios…',
  'playground.overlay.laws': 'Leyendo las leyes locales y estatales…',
  'playground.overlay.category': 'Revisando límites de tamaño y retiros para: {category}…',
  'playground.overlay.progress': 'Avance de este paso',
};

/** The playground's catalogues. */
export const PLAYGROUND_CATALOGUES: ScreenCatalogues<PlaygroundMessageKey> = { en, es };

/** The playground's translator: its own keys, then the main catalogue's. */
export type PlaygroundTranslate = ScreenTranslate<PlaygroundMessageKey>;

/** The label of a plan category in the reader's words ('Pool', 'Home addition'): spec 8's <Label>. */
export function categoryLabel(t: PlaygroundTranslate, category: PlanCategory): string {
  return t(`playground.category.${category}`);
}
