/**
 * Styles for a button whose Spanish label may be longer than its room (a 270 px side panel, a
 * 320 px phone): the label wraps instead of being cut off or pushing the page sideways.
 */
export const BOTON_ENVOLVENTE = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 8, maxWidth: '100%' },
  inner: { justifyContent: 'flex-start' },
  label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3 },
} as const;
