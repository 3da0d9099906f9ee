/**
 * Progressive enhancement for the public forms (contact, PPDB registration, PPDB check): validates in the
 * browser with Indonesian messages, posts JSON to the form's data-api address, and shows the server's field
 * messages (422) under the same fields. A form declares:
 *   <form data-api="/api/..." data-success="template id">  fields with name=..., and <p class="err" data-for="name ...">
 * Fields named "a+b" are not used; a select may carry data-split="school:period" to send two values.
 */
type Json = Record<string, unknown>;

const MESSAGES: [keyof ValidityState, (el: HTMLInputElement) => string][] = [
  ['valueMissing', (el) => (el.type === 'checkbox' ? 'Centang untuk melanjutkan.' : 'Wajib diisi.')],
  ['typeMismatch', (el) => (el.type === 'email' ? 'Alamat email tidak valid.' : 'Format tidak valid.')],
  ['patternMismatch', (el) => el.dataset.msg ?? 'Format tidak valid.'],
  ['tooShort', (el) => `Minimal ${el.minLength} karakter.`],
  ['tooLong', (el) => `Maksimal ${el.maxLength} karakter.`],
  ['rangeUnderflow', (el) => el.dataset.msg ?? `Paling awal ${el.min}.`],
  ['rangeOverflow', (el) => el.dataset.msg ?? `Paling akhir ${el.max}.`],
  ['badInput', () => 'Isian tidak valid.'],
];

function errorSlot(form: HTMLFormElement, name: string): HTMLElement | null {
  return form.querySelector<HTMLElement>(`[data-for~="${name}"]`);
}

function showErrors(form: HTMLFormElement, errors: Record<string, string[]>): void {
  for (const [name, messages] of Object.entries(errors)) {
    const slot = errorSlot(form, name) ?? form.querySelector<HTMLElement>('[data-for~="_"]');
    if (slot) slot.textContent = [slot.textContent, ...messages].filter(Boolean).join(' ');
    const field = form.querySelector<HTMLElement>(`[name="${name}"], [data-split*="${name}"]`);
    field?.setAttribute('aria-invalid', 'true');
  }
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

function clearErrors(form: HTMLFormElement): void {
  form.querySelectorAll<HTMLElement>('[data-for]').forEach((el) => (el.textContent = ''));
  form.querySelectorAll('[aria-invalid]').forEach((el) => el.removeAttribute('aria-invalid'));
}

function browserErrors(form: HTMLFormElement): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const el of Array.from(form.elements) as HTMLInputElement[]) {
    if (!el.name || el.validity?.valid !== false) continue;
    const hit = MESSAGES.find(([state]) => el.validity[state]);
    const key = el.dataset.split ? el.dataset.split.split(':')[0] : el.name;
    errors[key] ??= [hit ? hit[1](el) : 'Isian tidak valid.'];
  }
  return errors;
}

function bodyOf(form: HTMLFormElement): Json {
  const body: Json = {};
  for (const el of Array.from(form.elements) as HTMLInputElement[]) {
    if (!el.name || el.disabled) continue;
    if (el.type === 'radio' && !el.checked) continue;
    if (el.type === 'checkbox') body[el.name] = el.checked;
    else if (el.dataset.split) {
      const keys = el.dataset.split.split(':');
      el.value.split(':').forEach((v, i) => (body[keys[i]] = v));
    } else if (el.value.trim() !== '') body[el.name] = el.value.trim();
  }
  return body;
}

async function submit(form: HTMLFormElement, status: HTMLElement): Promise<void> {
  clearErrors(form);
  status.hidden = true;
  const local = browserErrors(form);
  if (Object.keys(local).length) return showErrors(form, local);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button) button.disabled = true;
  try {
    const res = await fetch(form.dataset.api!, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(bodyOf(form)) });
    const data = (await res.json().catch(() => ({}))) as Json;
    if (res.ok) return done(form, status, data);
    if (res.status === 422 && data.errors) showErrors(form, data.errors as Record<string, string[]>);
    say(status, 'bad', String(data.message ?? 'Permintaan gagal. Coba lagi.'));
  } catch {
    say(status, 'bad', 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.');
  } finally {
    if (button) button.disabled = false;
  }
}

function done(form: HTMLFormElement, status: HTMLElement, data: Json): void {
  const template = document.getElementById(form.dataset.success ?? '') as HTMLTemplateElement | null;
  status.replaceChildren();
  if (template) status.append(template.content.cloneNode(true));
  status.querySelectorAll<HTMLElement>('[data-value]').forEach((el) => (el.textContent = String(data[el.dataset.value!] ?? '')));
  status.className = 'notice ok';
  status.hidden = false;
  if (form.dataset.reset !== 'no') form.reset();
  status.focus();
}

function say(status: HTMLElement, kind: 'ok' | 'bad', text: string): void {
  status.className = `notice ${kind}`;
  status.textContent = text;
  status.hidden = false;
}

function preselect(form: HTMLFormElement): void {
  const params = new URLSearchParams(location.search);
  for (const el of Array.from(form.querySelectorAll<HTMLSelectElement>('select[data-query]'))) {
    const wanted = params.get(el.dataset.query!);
    const option = wanted && Array.from(el.options).find((o) => o.value === wanted || o.value.startsWith(`${wanted}:`));
    if (option) el.value = option.value;
  }
}

for (const form of Array.from(document.querySelectorAll<HTMLFormElement>('form[data-api]'))) {
  const status = form.querySelector<HTMLElement>('[role="status"]')!;
  form.noValidate = true;
  preselect(form);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit(form, status);
  });
}
