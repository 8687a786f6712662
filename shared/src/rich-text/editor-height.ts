/** Spec 1 §9: the blog editor is 450 px high. */
export const EDITOR_HEIGHT = 450;
