/** Texts of the shared address modal's own buttons (the field labels come from each screen). */
export const ADDRESS_MODAL_TEXTS = {
  save: 'Save',
  cancel: 'Cancel',
  pickOnMap: 'Pick on map',
} as const;
