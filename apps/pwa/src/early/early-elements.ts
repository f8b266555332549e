// The few ways the early paint and its actions make elements, shared by the page's two inline scripts (each bundles
// its own copy: they are a few lines).

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  made.append(...children);
  return made;
}

/** An icon's box, as the panel draws it, without the drawing. */
export function iconBox(className: string): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('class', className);
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  return svg;
}
