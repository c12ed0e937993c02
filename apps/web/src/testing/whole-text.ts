// A Testing Library matcher for a text that spans child elements (a name kept as written, in a
// `translate="no"` span inside a sentence): the innermost element whose whole text is `text`.
export const wholeText =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
