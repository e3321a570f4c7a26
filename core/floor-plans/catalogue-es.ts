// The catalogue's plan names in Spanish, each under its English name as catalogue.ts writes it
// (decision 038: the English is the key). A name reads as a Spanish-speaking builder would say it;
// a style's own name stays recognisable ('Casa estilo Cape Cod', 'Edificio triple-decker'). Only
// the catalogue's plans are named here: a plan a user drew keeps the name they gave it.
// catalogue-es.test.ts fails on a plan without its Spanish. The widget loads this module only
// when it speaks Spanish.

/** Every catalogue plan's name in Spanish, by its English name. */
export const PLAN_NAMES_ES: Readonly<Record<string, string>> = {
  // In-home apartments.
  'Basement Studio': 'Estudio en el sótano',
  'Garden-Level One Bedroom': 'Un dormitorio a nivel del jardín',
  'Lower-Level Two Bedroom': 'Dos dormitorios en el nivel inferior',
  'Attic Suite': 'Suite en el ático',
  // Backyard cottages.
  'One Bedroom Cottage': 'Cabaña de un dormitorio',
  'Studio Cottage': 'Cabaña estudio',
  'L-Shaped Cottage': 'Cabaña en L',
  'Two-Story Cottage': 'Cabaña de dos pisos',
  'Long Cottage': 'Cabaña alargada',
  'T-Plan Cottage': 'Cabaña en T',
  'Cottage with Porch Notch': 'Cabaña con hueco para porche',
  // Single-family homes.
  Ranch: 'Casa estilo rancho',
  Colonial: 'Casa colonial',
  'L-Shaped Ranch': 'Casa estilo rancho en L',
  Cape: 'Casa estilo Cape Cod',
  'T-Plan Farmhouse': 'Casa de campo en T',
  // Multi-family homes.
  'Triple-Decker': 'Edificio triple-decker',
  'Side-by-Side Duplex': 'Dúplex de viviendas contiguas',
  'L-Shaped Fourplex': 'Edificio de cuatro viviendas en L',
  'Three-Unit Townhouse Row': 'Hilera de tres casas adosadas',
  // Home additions.
  'Sunroom Bump-Out': 'Solárium saliente',
  'Primary Suite Addition': 'Ampliación con suite principal',
  'L-Shaped Family Room': 'Sala familiar en L',
  'In-Law Wing': 'Ala para familiares',
  'Mudroom and Half Bath': 'Vestíbulo de entrada y medio baño',
  // Decks.
  'Platform Deck': 'Terraza de plataforma',
  'Wraparound Deck': 'Terraza envolvente',
  'Clipped-Corner Deck': 'Terraza de esquina recortada',
  'Long Deck': 'Terraza alargada',
  // Patios.
  'Paver Patio': 'Patio de adoquines',
  'L-Shaped Patio': 'Patio en L',
  'Clipped-Corner Patio': 'Patio de esquina recortada',
  // Pools.
  'Lap Pool': 'Piscina de nado',
  'Family Pool': 'Piscina familiar',
  'L-Shaped Pool': 'Piscina en L',
  'Roman Pool': 'Piscina romana',
  // Sport courts.
  'Half Basketball Court': 'Media cancha de baloncesto',
  'Pickleball Court': 'Cancha de pickleball',
  'Multi-Sport Court': 'Cancha multideporte',
  'Sand Volleyball Court': 'Cancha de vóleibol de arena',
  // Sheds.
  'Garden Shed': 'Cobertizo de jardín',
  'Storage Shed': 'Cobertizo de almacenaje',
  'Workshop Shed': 'Cobertizo taller',
  'Lean-To Shed': 'Cobertizo con techo a un agua',
  'L-Shaped Potting Shed': 'Cobertizo de jardinería en L',
  // Garages.
  'Single Garage': 'Garaje para un auto',
  'Oversized Single Garage': 'Garaje amplio para un auto',
  'Two-Car Garage': 'Garaje para dos autos',
  'Tandem Garage': 'Garaje en tándem',
  'Garage with Workshop': 'Garaje con taller',
  // Backyard farms.
  'Chicken Coop': 'Gallinero',
  Greenhouse: 'Invernadero',
  'Raised-Bed Garden': 'Huerto de bancales elevados',
  'L-Shaped Goat Barn': 'Establo para cabras en L',
};
