import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Guard: the console never renders a `<button>` inside an `<a>`. That markup is invalid, gives the keyboard two tab
 * stops for one action, and screen readers announce it twice. A link that should look like a button is a
 * `LinkButton` (src/lib/link-button.tsx), which renders a single `<a class="ant-btn">`.
 *
 * The scanner parses each .tsx file with the TypeScript compiler (so comments, strings and attribute values can't
 * confuse it) and walks every JSX element. When the element is a link (see LINK_TAGS), it looks through the
 * element's children, however deeply nested, for a button (see BUTTON_TAGS) and reports each one by file and line.
 * Only children are searched: a button passed in one of the link's own attributes is not its child markup.
 * `LinkButton` is neither a link tag nor a button tag here, since names are compared whole.
 */

/** elements that render an `<a>`: react-router's links, antd's Typography.Link and a plain anchor */
const LINK_TAGS = new Set(['Link', 'NavLink', 'Typography.Link', 'a']);
/** elements that render a `<button>`: antd's Button and a plain button */
const BUTTON_TAGS = new Set(['Button', 'button']);

type ButtonInLink = { line: number; link: string; button: string; buttonLine: number };

const tagOf = (node: ts.JsxElement | ts.JsxSelfClosingElement) =>
  (ts.isJsxElement(node) ? node.openingElement.tagName : node.tagName).getText();

/** every button nested inside a link's children in one .tsx source text; lines are 1-based */
function findButtonsInLinks(source: string, fileName = 'sample.tsx'): ButtonInLink[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const found: ButtonInLink[] = [];

  /** look for buttons anywhere below `node` (children, nested elements, `{cond && <Button/>}` expressions) */
  const findButtons = (node: ts.Node, link: ts.JsxElement) => {
    if ((ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) && BUTTON_TAGS.has(tagOf(node))) {
      found.push({ line: lineOf(link), link: tagOf(link), button: tagOf(node), buttonLine: lineOf(node) });
    }
    ts.forEachChild(node, (child) => findButtons(child, link));
  };

  const visit = (node: ts.Node) => {
    // a self-closing `<Link ... />` has no children, so only full elements can wrap a button
    if (ts.isJsxElement(node) && LINK_TAGS.has(tagOf(node))) {
      for (const child of node.children) findButtons(child, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const SRC = fileURLToPath(new URL('../src', import.meta.url));

/** every .tsx file under apps/web/src (node 20 has no fs.globSync) */
function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

describe('no button inside a link', () => {
  it('reports a Button wrapped in a Link or an <a>, with its line', () => {
    // a deliberately bad sample: the patterns LinkButton replaced, across lines, nested and conditional
    const bad = [
      "import { Link } from 'react-router';", // 1
      'export const Bad = ({ show }: { show: boolean }) => (', // 2
      '  <>', // 3
      '    <Link to="/admin/roles" data-testid="back">', // 4
      '      <Button icon={<ArrowLeftOutlined />}>Quay lại</Button>', // 5
      '    </Link>', // 6
      '    <a href="/x">', // 7
      '      <span>{show && <Button type="primary" />}</span>', // 8
      '    </a>', // 9
      '    <Typography.Link href="/y"><button type="button">y</button></Typography.Link>', // 10
      '  </>', // 11
      ');', // 12
    ].join('\n');
    expect(findButtonsInLinks(bad)).toEqual([
      { line: 4, link: 'Link', button: 'Button', buttonLine: 5 },
      { line: 7, link: 'a', button: 'Button', buttonLine: 8 },
      { line: 10, link: 'Typography.Link', button: 'button', buttonLine: 10 },
    ]);
  });

  it('accepts LinkButton, links with plain content, and buttons beside links', () => {
    const good = [
      '/** never a `<button>` inside an `<a>`: see <a href="x"><Button/></a> in this comment */',
      'export const Good = () => (',
      '  <Space>',
      '    <LinkButton to="/admin/roles" icon={<ArrowLeftOutlined />} data-testid="back">Quay lại</LinkButton>',
      '    <Link to="/auth/login">Quay lại đăng nhập</Link>',
      '    <Link to="/a" />',
      '    <a href="/file" download>tệp</a>',
      '    <Button onClick={() => {}}>Lưu</Button>',
      '    <abbr title="<a><Button>">x</abbr>',
      '  </Space>',
      ');',
    ].join('\n');
    expect(findButtonsInLinks(good)).toEqual([]);
  });

  it('finds none in apps/web/src', () => {
    const files = tsxFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((file) => file.endsWith('link-button.tsx'))).toBe(true);
    const problems = files.flatMap((file) =>
      findButtonsInLinks(readFileSync(file, 'utf8'), file).map(
        (p) =>
          `src/${relative(SRC, file)}:${p.line}: <${p.button}> (line ${p.buttonLine}) inside <${p.link}>; use <LinkButton to=...> instead`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
