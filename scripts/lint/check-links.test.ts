import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { anchorsOf, checkLinks, linksOf, slugOf } from './check-links.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A throw-away repository with the given files; returns its root. */
function repo(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-links-'));
  dirs.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('slugOf / anchorsOf', () => {
  it('makes GitHub anchors: lower case, punctuation dropped, spaces to hyphens', () => {
    expect(slugOf('How a request flows')).toBe('how-a-request-flows');
    expect(slugOf('Deploying on PostgreSQL and several instances')).toBe(
      'deploying-on-postgresql-and-several-instances',
    );
    expect(slugOf('001. Data conventions: `database.ts` & [links](x.md)')).toBe(
      '001-data-conventions-databasets--links',
    );
  });

  it('numbers repeated headings and ignores headings inside code blocks', () => {
    const anchors = anchorsOf('# API\n\n## Tests\n\n```sh\n# not a heading\n```\n\n## Tests\n');
    expect([...anchors]).toEqual(['api', 'tests', 'tests-1']);
  });
});

describe('linksOf', () => {
  it('finds inline links, images and reference definitions with their lines, not links in code', () => {
    const markdown = [
      'See [the spec](docs/spec.md#orders) and ![logo](img/logo.svg "Logo").',
      '`[not](a-link.md)`',
      '```md',
      '[not](either.md)',
      '```',
      '[ref]: docs/decisions/001.md',
    ].join('\n');
    expect(linksOf(markdown)).toEqual([
      { target: 'docs/spec.md#orders', line: 1 },
      { target: 'img/logo.svg', line: 1 },
      { target: 'docs/decisions/001.md', line: 6 },
    ]);
  });
});

describe('checkLinks', () => {
  it('passes links to existing files and headings, and skips external links', () => {
    const root = repo({
      'README.md':
        '[a](docs/a.md) [b](docs/a.md#second-part) [top](#readme) [web](https://example.com) [m](mailto:x@y.z)\n\n# Readme\n',
      'docs/a.md': '# A\n\n## Second part\n\n[back](../README.md#readme)\n',
    });
    expect(checkLinks(root, ['README.md', 'docs/a.md'])).toEqual([]);
  });

  it('reports a missing file, a missing heading, and a link that leaves the repository', () => {
    const root = repo({
      'README.md': '# Readme\n\n[gone](docs/gone.md)\n[anchor](docs/a.md#nothing)\n[out](../shared/spec.md)\n',
      'docs/a.md': '# A\n',
    });
    expect(checkLinks(root, ['README.md'])).toEqual([
      { file: 'README.md', line: 3, target: 'docs/gone.md', reason: 'no such file' },
      { file: 'README.md', line: 4, target: 'docs/a.md#nothing', reason: 'no heading #nothing in docs/a.md' },
      { file: 'README.md', line: 5, target: '../shared/spec.md', reason: 'points outside the repository' },
    ]);
  });
});
