import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentEntryDraftSchema, contentTypes, type ContentEntryDraft } from '@chairside/contracts';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { Author, ContentAuthoringService, Publication, SaveOutcome } from './content-authoring.service';

/** A file of the folder, ready to save. */
export interface ContentFile {
  path: string;
  draft: ContentEntryDraft;
  publication: Publication;
}

export interface ContentFileProblem {
  path: string;
  reason: string;
}

/** Front matter between `---` lines at the very top, then the Markdown body. */
const frontMatterPattern = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/** What the front matter holds besides the type's fields. */
const envelopeSchema = z.looseObject({
  type: z.enum(contentTypes),
  slug: z.string(),
  draft: z.boolean().default(false),
  publishedAt: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional(),
});

const issueText = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`).join('; ');

/** One file's entry, or why it cannot be imported. */
export function parseContentFile(filePath: string, text: string): ContentFile | ContentFileProblem {
  const parts = frontMatterPattern.exec(text);
  if (!parts) return { path: filePath, reason: 'no front matter (a --- block at the top of the file)' };
  let frontMatter: unknown;
  try {
    frontMatter = parseYaml(parts[1]!);
  } catch (error) {
    return { path: filePath, reason: `front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}` };
  }
  const envelope = envelopeSchema.safeParse(frontMatter);
  if (!envelope.success) return { path: filePath, reason: issueText(envelope.error) };
  const { type, slug, draft, publishedAt, ...fields } = envelope.data;
  const entry = contentEntryDraftSchema.safeParse({ type, slug, fields, body: parts[2]!.trim() });
  if (!entry.success) return { path: filePath, reason: issueText(entry.error) };
  return {
    path: filePath,
    draft: entry.data,
    publication: { draft, publishAt: publishedAt === undefined ? undefined : new Date(publishedAt) },
  };
}

async function markdownFiles(folder: string): Promise<string[]> {
  const found = await readdir(folder, { recursive: true, withFileTypes: true });
  return found
    .filter((item) => item.isFile() && item.name.endsWith('.md'))
    .map((item) => path.join(item.parentPath, item.name))
    .sort();
}

/** Every .md file under the folder, parsed; the problems of all files at once, so one run shows every mistake. */
export async function readContentFolder(
  folder: string,
): Promise<{ files: ContentFile[]; problems: ContentFileProblem[] }> {
  const files: ContentFile[] = [];
  const problems: ContentFileProblem[] = [];
  const seen = new Map<string, string>();
  for (const filePath of await markdownFiles(folder)) {
    const parsed = parseContentFile(filePath, await readFile(filePath, 'utf8'));
    if ('reason' in parsed) {
      problems.push(parsed);
      continue;
    }
    const key = `${parsed.draft.type} ${parsed.draft.slug}`;
    const first = seen.get(key);
    if (first) problems.push({ path: filePath, reason: `${key} is also in ${first}` });
    else {
      seen.set(key, filePath);
      files.push(parsed);
    }
  }
  return { files, problems };
}

export type ImportSummary = Record<SaveOutcome, string[]>;

/**
 * Imports a folder of Markdown files with front matter: each creates or updates the entry of its type and slug and is
 * published at its date unless `draft: true`. Nothing is written unless every file is valid.
 */
export async function importContentFolder(
  folder: string,
  service: ContentAuthoringService,
  author: Author,
): Promise<{ ok: true; summary: ImportSummary } | { ok: false; problems: ContentFileProblem[] }> {
  const { files, problems } = await readContentFolder(folder);
  if (files.length === 0 && problems.length === 0)
    problems.push({ path: folder, reason: 'no .md files in the folder' });
  if (problems.length > 0) return { ok: false, problems };
  const summary: ImportSummary = { created: [], updated: [], unchanged: [] };
  for (const file of files) {
    const outcome = await service.save(file.draft, file.publication, author);
    summary[outcome].push(`${file.draft.type} ${file.draft.slug}`);
  }
  return { ok: true, summary };
}
