/**
 * /api/docs: the OpenAPI document as one readable HTML page, no script (the CSP allows none inline, and a
 * reference needs none), grouped by module, with each call's access, parameters, body and answer.
 */
type Doc = ReturnType<typeof import('./build-document.ts').buildOpenApiDocument>;
type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown; example?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
};

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

function operationHtml(method: string, path: string, op: Operation): string {
  const body = op.requestBody ? Object.values(op.requestBody.content)[0] : undefined;
  const params = op.parameters ?? [];
  return `<section class="op" id="${escape(op.operationId)}">
<h3><span class="m m-${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${escape(op.summary)}</p>
${op.description ? `<p class="muted">${escape(op.description)}</p>` : ''}
<p class="muted">${op.security.length ? 'Perlu token bearer.' : 'Tanpa sesi.'} · operationId <code>${escape(op.operationId)}</code></p>
${params.length ? `<table><thead><tr><th>Parameter</th><th>Di</th><th>Wajib</th><th>Skema</th></tr></thead><tbody>${params.map((p) => `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'ya' : 'tidak'}</td><td><code>${escape(JSON.stringify(p.schema))}</code></td></tr>`).join('')}</tbody></table>` : ''}
${body ? `<details><summary>Isi permintaan</summary>${json(body.schema)}${body.example !== undefined ? `<p>Contoh:</p>${json(body.example)}` : ''}</details>` : ''}
<details><summary>Jawaban</summary>${Object.entries(op.responses)
    .map(
      ([status, r]) =>
        `<p><strong>${status}</strong> ${escape(r.description)}</p>${status.startsWith('2') && r.content ? json(Object.values(r.content)[0]?.schema ?? {}) : ''}`,
    )
    .join('')}</details>
</section>`;
}

export function referencePage(doc: Doc): string {
  const byTag = new Map<string, string[]>();
  let count = 0;
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      count++;
      const tag = op.tags[0] ?? 'api';
      (byTag.get(tag) ?? byTag.set(tag, []).get(tag)!).push(operationHtml(method, path, op));
    }
  }
  const tags = [...byTag.keys()].sort((a, b) => a.localeCompare(b));
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Referensi API · Platform Sekolah</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1b1f24}
code,pre{font:13px ui-monospace,monospace}pre{background:#f4f6f8;padding:.5rem;overflow:auto;max-height:24rem}
.op{border-top:1px solid #d0d7de;padding:.5rem 0}.muted{color:#57606a}.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
.m-get{background:#0a6b2f}.m-post{background:#0b5cad}.m-put{background:#7a4b00}.m-patch{background:#6a3d9a}.m-delete{background:#a40e26}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #d0d7de;padding:4px;text-align:left;vertical-align:top}nav a{margin-right:.75rem}
</style></head><body>
<h1>Referensi API Platform Sekolah</h1>
<p>${escape(doc.info.description)}</p>
<p>Dokumen mesin: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}, ${count} panggilan). Versi ${escape(doc.info.version)}.</p>
<p>Bentuk kesalahan: ${json(doc.components.schemas.Error)}</p>
<nav aria-label="Modul">${tags.map((t) => `<a href="#tag-${escape(t)}">${escape(t)}</a>`).join('')}</nav>
${tags.map((t) => `<h2 id="tag-${escape(t)}">${escape(t)}</h2>${byTag.get(t)!.join('\n')}`).join('\n')}
</body></html>`;
}
