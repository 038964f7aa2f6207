/** The life page of Pollen: the types and their forecast. */
export const messages = {
  'pollen.today': 'Pollen today',
  'pollen.none': 'No pollen forecast for this place.',
  'pollen.noData': 'No data',
  'pollen.grains.one': '{count} grain/m³',
  'pollen.grains.other': '{count} grains/m³',
  'pollen.peak': 'Peak {grains}',
  'pollen.covers': 'Covers {species}',
  'pollen.byDay': 'Pollen by day',
  'pollen.forecast': 'Pollen forecast',
  'pollen.type': 'Pollen type',
  'pollen.aboutScale': 'About the pollen scale',
  'pollen.aboutText':
    "Levels follow the National Allergy Bureau scale: the day's highest count of pollen grains per cubic metre of air. Trees shed far more pollen than grasses, so each group has its own ranges. From Moderate up, most people with that allergy notice symptoms; at High and Very High, many do even with medication.",
  'pollen.scale': 'Pollen scale',
  'pollen.scaleCaption': 'Pollen scale (grains/m³)',
  'pollen.level': 'Level',
  'pollen.scaleColumn': '{name} (grains/m³)',
  'pollen.tree': 'Tree',
  'pollen.grass': 'Grass',
  'pollen.weed': 'Weed',
} as const;
