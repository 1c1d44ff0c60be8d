/**
 * A strict, small well-formedness check for the generated SVG (used by the seed tests): one root
 * <svg> element, balanced tags, quoted attributes and only the five XML entities.
 */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!svg.startsWith('<svg ')) problems.push('does not start with <svg');
  if (!svg.includes('xmlns="http://www.w3.org/2000/svg"')) problems.push('lacks the SVG namespace');
  const badEntity = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*"|\s+[\w:-]+='[^'<]*')*)\s*(\/?)>/y;
  const stack: string[] = [];
  let roots = 0;
  let position = 0;
  while (position < svg.length) {
    const open = svg.indexOf('<', position);
    const text = svg.slice(position, open === -1 ? svg.length : open);
    if (badEntity.test(text)) problems.push(`bad entity in text near "${text.slice(0, 40)}"`);
    if (text.trim() && stack.length === 0) problems.push('text outside the root element');
    if (open === -1) break;
    tag.lastIndex = open;
    const match = tag.exec(svg);
    if (!match) {
      problems.push(`malformed tag near "${svg.slice(open, open + 40)}"`);
      break;
    }
    const [, closing, name, attributes, selfClosing] = match;
    if (badEntity.test(attributes ?? '')) problems.push(`bad entity in the attributes of <${name}>`);
    if (closing) {
      const expected = stack.pop();
      if (expected !== name) problems.push(`</${name}> closes <${expected ?? 'nothing'}>`);
    } else {
      if (stack.length === 0) roots++;
      if (!selfClosing) stack.push(name!);
    }
    position = tag.lastIndex;
  }
  if (stack.length > 0) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}
