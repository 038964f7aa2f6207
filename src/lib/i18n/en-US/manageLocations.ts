/** The Manage Locations dialog: the favourites list, its reordering and adding a place. */
export const messages = {
  'manage.title': 'Manage Locations',
  'list.label': 'Favourite locations',
  'list.empty': 'No favourite locations yet. Add one below.',
  'list.dragInstructions':
    'Press space bar to start a drag. While dragging, use the arrow keys to move the location, space bar to drop it, and escape to cancel.',
  'drag.lifted': 'You have lifted {name}, in position {position} of {count}.',
  'drag.moved': '{name} moved to position {position} of {count}.',
  'drag.outside': '{name} is outside the list. Dropped here, it stays in position {position}.',
  'drag.dropped': 'You have dropped {name}. It moved from position {from} to {position}.',
  'drag.droppedInPlace': 'You have dropped {name}. It stays in position {position}.',
  'drag.cancelled': 'Moving cancelled. {name} stays in position {position}.',
  'item.reorder': 'Reorder {name}',
  'item.moveUp': 'Move {name} up',
  'item.moveDown': 'Move {name} down',
  'item.station': 'Choose station for {name}',
  'item.delete': 'Delete {name}',
  'add.label': 'Add a location',
  'add.adding': 'Adding…',
} as const;
