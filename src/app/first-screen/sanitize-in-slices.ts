import type { DOMPurify } from 'dompurify';

// About what DOMPurify checks in a millisecond or two on a phone: a pause may come between pieces.
const PIECE_ELEMENTS = 48;
// Their content is parsed in its own namespace: checked as a whole, never split.
const WHOLE = new Set(['svg', 'math']);

const elementCount = (element: Element): number => element.getElementsByTagName('*').length + 1;

const sanitizeInPlace = (purifier: DOMPurify, element: Element) =>
  purifier.sanitize(element, { IN_PLACE: true });

/** Text is escaped when the copy is written out; anything else between elements is not needed. */
const keepElementsAndText = (parent: ParentNode): Element[] => {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.TEXT_NODE) node.remove();
  }
  return [...parent.children];
};

/** Checks `element` on its own in place and returns its children, left out of the check. */
const sanitizeShallow = (purifier: DOMPurify, element: Element): Element[] => {
  const children = document.createDocumentFragment();
  children.append(...element.childNodes);
  sanitizeInPlace(purifier, element);
  const elements = keepElementsAndText(children);
  element.append(children);
  return elements;
};

/**
 * Sanitises `root`'s descendants in place, piece by piece with `pause()` awaited between pieces,
 * so a long copy never makes one long task. A big piece is checked on its own first and then its
 * children one by one; an element DOMPurify refuses goes with everything inside it.
 */
export const sanitizeInSlices = async (
  purifier: DOMPurify,
  root: Element,
  pause: () => Promise<void>,
): Promise<void> => {
  const pending = keepElementsAndText(root);
  for (let element = pending.shift(); element; element = pending.shift()) {
    await pause();
    try {
      if (elementCount(element) <= PIECE_ELEMENTS || WHOLE.has(element.localName)) {
        sanitizeInPlace(purifier, element);
      } else {
        pending.unshift(...sanitizeShallow(purifier, element));
      }
    } catch {
      // DOMPurify throws for an element it would remove (say a <script>): it goes, unchecked.
      element.remove();
    }
  }
};
