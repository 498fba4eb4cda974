// Types of modal-order.mjs, for the browser tests (TypeScript).
export interface ModalHit {
  url_without_anchor: string;
  hierarchy: { lvl0: string; lvl1: string };
  _highlightResult?: { hierarchy?: { lvl0?: { value?: string } } };
}
export function modalPages(hits: ModalHit[]): string[];
