// `npm run lint:links`: every relative link in README.md and docs/ must name a file inside the
// repository, and every #anchor a heading of its target. External links (http:, mailto:, …) are
// not fetched. Exit code 1, with one line per broken link, when any link is broken.
import fs from 'node:fs';
import path from 'node:path';

/** Replaces fenced code blocks and inline code spans by spaces, keeping line numbers. */
function withoutCode(markdown: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return markdown
    .replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\2[`~]*[ \t]*$|(?![\s\S]))/gm, blank)
    .replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, blank);
}

/** The link targets of a Markdown text: inline links and images, and reference definitions. */
export function linksOf(markdown: string): { target: string; line: number }[] {
  const text = withoutCode(markdown);
  const links: { target: string; line: number }[] = [];
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(/\]\(\s*(<[^>\n]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)) {
    links.push({ target: (match[1] ?? '').replace(/^<|>$/g, ''), line: lineAt(match.index) });
  }
  for (const match of text.matchAll(/^ {0,3}\[[^\]\n]+\]:[ \t]*(<[^>\n]*>|\S+)/gm)) {
    links.push({ target: (match[1] ?? '').replace(/^<|>$/g, ''), line: lineAt(match.index) });
  }
  return links.sort((a, b) => a.line - b.line);
}

/** GitHub's anchor for a heading text: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(heading: string): string {
  const plain = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/<[^>]+>/g, '') // inline HTML tags
    .replace(/[`*]/g, '');
  return plain
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text's headings, numbered as GitHub numbers repeated ones (-1, -2…). */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutCode(markdown).matchAll(/^ {0,3}#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    const slug = slugOf(match[1] ?? '');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** The broken links of the given Markdown files (paths relative to `root`), each with its file, line and why. */
export function checkLinks(root: string, files: string[]) {
  const anchorCache = new Map<string, Set<string>>();
  const anchorsOfFile = (file: string) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(fs.readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  /** Why a link of `source` to `target` is broken, or null. */
  const problem = (source: string, target: string): string | null => {
    const hashAt = target.indexOf('#');
    const linkPath = decodeURIComponent(hashAt === -1 ? target : target.slice(0, hashAt));
    const anchor = hashAt === -1 ? '' : decodeURIComponent(target.slice(hashAt + 1));
    if (linkPath.startsWith('/')) return 'absolute path: link relative to this file instead';
    const resolved = linkPath === '' ? source : path.resolve(path.dirname(source), linkPath);
    const inside = path.relative(root, resolved);
    if (inside.startsWith('..') || path.isAbsolute(inside)) return 'points outside the repository';
    if (!fs.existsSync(resolved)) return 'no such file';
    if (anchor === '') return null;
    if (!resolved.endsWith('.md') || !fs.statSync(resolved).isFile()) return 'an anchor on a file that is not Markdown';
    return anchorsOfFile(resolved)?.has(anchor) ? null : `no heading #${anchor} in ${inside}`;
  };
  return files.flatMap((file) => {
    const source = path.join(root, file);
    return linksOf(fs.readFileSync(source, 'utf8')).flatMap(({ target, line }) => {
      const reason = isExternal(target) ? null : problem(source, target);
      return reason ? [{ file, line, target, reason }] : [];
    });
  });
}

/** README.md and every Markdown file under docs/, relative to `root`. */
export function documentationFiles(root: string): string[] {
  const docs = fs.readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' });
  return ['README.md', ...docs.filter((f) => f.endsWith('.md')).map((f) => path.join('docs', f))].sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const root = path.resolve(import.meta.dirname, '../..');
  const files = documentationFiles(root);
  const broken = checkLinks(root, files);
  for (const b of broken) console.error(`${b.file}:${b.line}: ${b.target} — ${b.reason}`);
  console.log(`Links: ${files.length} files checked, ${broken.length} broken.`);
  process.exitCode = broken.length > 0 ? 1 : 0;
}
