import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import Swal from 'sweetalert2';
import { isAnswered, type AnswerValue } from '../../../../shared/exams/answer-schema.ts';
import { RichHtml } from '../ui/rich-html.tsx';
import { AnswerQueue, answerStorageKey, forgetOtherSittings } from './answer-queue.ts';
import { attemptEventContract, finishAttemptContract, saveAnswersContract } from '../../../../shared/api/exams/attempts.ts';
import { attemptCall, AttemptCallError, type AttemptAuth } from './attempt-client.ts';
import type { AttemptState } from './attempt-types.ts';
import { Navigator } from './navigator.tsx';
import { QuestionView } from './question-view.tsx';
import { SaveStatus } from './save-status.tsx';
import { formatClock, useExamClock } from './use-exam-clock.ts';

interface Props {
  state: AttemptState;
  receivedAt: number;
  attemptId: number;
  auth: AttemptAuth;
  reload: () => Promise<AttemptState | null>;
}

export function ExamPaper({ state, receivedAt, attemptId, auth, reload }: Props) {
  const pages = state.pages ?? [];
  const questions = state.questions ?? {};
  // The clock: from the attempt as read, then from every save's answer (which carries any extension).
  const [clock, setClock] = useState({ serverNow: state.serverNow, deadline: state.deadline, receivedAt });
  useEffect(() => setClock({ serverNow: state.serverNow, deadline: state.deadline, receivedAt }), [state.serverNow, state.deadline, receivedAt]);
  const startedAt = state.attempt.startedAt;
  const queue = useMemo(() => {
    // Answers of an earlier sitting (before a reset or a retry) can never be accepted again: let them go.
    forgetOtherSittings(attemptId, answerStorageKey(attemptId, startedAt));
    return new AnswerQueue(
      attemptId,
      async (answers) => {
        const sent = Date.now();
        const r = await attemptCall(saveAnswersContract, attemptId, auth, { answers });
        setClock({ serverNow: r.serverNow, deadline: r.deadline, receivedAt: (sent + Date.now()) / 2 });
        return r.acks;
      },
      startedAt,
    );
  }, [attemptId, auth, startedAt]);
  const snap = useSyncExternalStore(
    (l) => queue.subscribe(l),
    () => queue.snapshot(),
  );
  const pageKey = `ujian-halaman:${attemptId}`;
  const [page, setPage] = useState(() => Math.min(Number(localStorage.getItem(pageKey) ?? 0) || 0, Math.max(0, pages.length - 1)));
  const [showNav, setShowNav] = useState(false);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [blocked, setBlocked] = useState(state.attempt.blocked ? (state.attempt.blockMessage ?? '') : null);
  const [finishing, setFinishing] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const [fontStep, setFontStep] = useState(() => Number(localStorage.getItem('ujian-huruf') ?? 0));
  const left = useExamClock(clock.serverNow, clock.deadline, clock.receivedAt);
  const topRef = useRef<HTMLDivElement>(null);

  // Answers from the server, merged with anything still queued on this device; then send what is left.
  useEffect(() => {
    queue.merge(state.answers ?? {});
    queue.kick();
  }, [queue, state.answers]);

  useEffect(() => {
    localStorage.setItem(pageKey, String(page));
    topRef.current?.scrollIntoView({ block: 'start' });
  }, [page, pageKey]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      queue.kick();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [queue]);

  // Leaving the page (another app, another tab) is reported when the schedule records it.
  useEffect(() => {
    if (!state.schedule.recordLeave) return;
    const onVisibility = () => {
      const kind = document.visibilityState === 'hidden' ? 'leave' : 'return';
      void attemptCall(attemptEventContract, attemptId, auth, { kind }, { keepalive: true }).catch(() => {});
      if (kind === 'return') queue.kick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [attemptId, auth, queue, state.schedule.recordLeave]);

  // Blocked by the proctor: poll until unblocked, then send what waited.
  useEffect(() => {
    if (snap.status === 'blocked') setBlocked(snap.message ?? '');
    if (snap.status === 'closed' && !finishing) void reload();
  }, [snap.status, snap.message, reload, finishing]);
  useEffect(() => {
    if (blocked === null) return;
    const timer = setInterval(async () => {
      const fresh = await reload();
      if (fresh && !fresh.attempt.blocked) {
        setBlocked(null);
        queue.kick();
      }
    }, 10_000);
    return () => clearInterval(timer);
  }, [blocked, queue, reload]);

  const finish = useCallback(async () => {
    setFinishing(true);
    for (;;) {
      try {
        const result = await attemptCall(finishAttemptContract, attemptId, auth, { answers: queue.pendingList().slice(0, 100) });
        queue.applyAcks(result.acks);
        queue.stop();
        localStorage.removeItem(pageKey);
        await reload();
        return;
      } catch (error) {
        const status = error instanceof AttemptCallError ? error.status : null;
        if (status === 409 || status === 403 || status === 401) {
          setFinishing(false);
          await reload();
          return;
        }
        await new Promise((r) => setTimeout(r, 5000)); // offline: keep trying, the answers stay queued
      }
    }
  }, [attemptId, auth, pageKey, queue, reload]);

  // Time is up by the server's clock: hand in what is saved (and what is still queued).
  useEffect(() => {
    if (left !== 0 || timeUp) return;
    setTimeUp(true);
    // Ask the server first: a proctor may have given more time since the last save.
    void reload().then((fresh) => {
      const more = fresh?.deadline && new Date(fresh.deadline).getTime() > new Date(fresh.serverNow).getTime() + 1000;
      if (more && fresh?.attempt.status === 'working') {
        setClock({ serverNow: fresh.serverNow, deadline: fresh.deadline, receivedAt: Date.now() });
        setTimeUp(false);
      } else void finish();
    });
  }, [left, timeUp, finish, reload]);

  const order = useMemo(
    () => pages.flatMap((p, pageIndex) => p.questionIds.map((questionId) => ({ questionId, number: questions[questionId]?.number ?? 0, page: pageIndex }))),
    [pages, questions],
  );
  const answered = order.filter((q) => isAnswered(snap.entries[q.questionId]?.value)).length;
  const flagged = order.filter((q) => snap.entries[q.questionId]?.flagged).length;

  const confirmFinish = async () => {
    const unanswered = order.length - answered;
    const lines = [
      unanswered ? `${unanswered} soal belum dijawab.` : 'Semua soal sudah dijawab.',
      flagged ? `${flagged} soal masih ditandai ragu-ragu.` : '',
      snap.pending ? `${snap.pending} jawaban belum tersimpan di server; akan dikirim bersama.` : '',
    ].filter(Boolean);
    const answer = await Swal.fire({
      title: 'Selesaikan ujian?',
      html: `${lines.map((l) => `<p class="mb-1">${l}</p>`).join('')}<p class="mt-2">Setelah selesai, jawaban tidak dapat diubah.</p>`,
      icon: 'question',
      showCancelButton: true,
      confirmButtonText: 'Ya, selesai',
      cancelButtonText: 'Kembali',
      reverseButtons: true,
      focusCancel: true,
    });
    if (answer.isConfirmed) await finish();
  };

  const current = pages[page];
  const setAnswer = (questionId: number, value: AnswerValue, typing?: boolean) => queue.set(questionId, { value }, typing ? 1500 : 250);
  const toggleFlag = (questionId: number) => queue.set(questionId, { flagged: !snap.entries[questionId]?.flagged });
  const font = (step: number) => {
    const next = Math.max(-1, Math.min(3, fontStep + step));
    setFontStep(next);
    localStorage.setItem('ujian-huruf', String(next));
  };
  const warn = left !== null && left <= 300;

  return (
    <div className="exam" style={{ fontSize: `${1 + fontStep * 0.125}rem` }} ref={topRef}>
      <header className="exam-bar">
        <div className="exam-title" title={state.schedule.title}>
          {state.schedule.title}
        </div>
        <div className={`exam-clock${warn ? ' is-warning' : ''}`} role="timer" aria-label="Sisa waktu">
          {left === null ? '--:--' : formatClock(left)}
        </div>
        <SaveStatus queue={snap} online={online} />
      </header>
      {!online && (
        <p className="exam-offline" role="alert">
          Koneksi terputus. Lanjutkan mengerjakan; jawaban disimpan di perangkat ini dan dikirim otomatis.
        </p>
      )}
      <div className="exam-body">
        <section className="exam-page" aria-label="Soal">
          {current?.stimulus && (
            <article className="exam-stimulus" aria-label="Stimulus">
              <h2 className="h6">{current.stimulus.title}</h2>
              <RichHtml html={current.stimulus.html} />
            </article>
          )}
          {current?.questionIds.map((qid) => {
            const q = questions[qid];
            if (!q) return null;
            const entry = snap.entries[qid];
            return (
              <div key={qid} className="exam-question-wrap">
                <QuestionView
                  questionId={qid}
                  number={q.number}
                  item={q.view}
                  value={entry?.value ?? null}
                  disabled={blocked !== null || timeUp || finishing}
                  onAnswer={(v, typing) => setAnswer(qid, v, typing)}
                />
                <label className={`exam-flag${entry?.flagged ? ' is-on' : ''}`}>
                  <input type="checkbox" checked={Boolean(entry?.flagged)} onChange={() => toggleFlag(qid)} disabled={blocked !== null || timeUp} /> Ragu-ragu
                </label>
              </div>
            );
          })}
        </section>
        <aside className={`exam-side${showNav ? ' is-open' : ''}`}>
          <Navigator
            order={order}
            entries={snap.entries}
            current={page}
            onPick={(p) => {
              setPage(p);
              setShowNav(false);
            }}
          />
          <p className="small text-body-secondary">
            Dijawab {answered} dari {order.length}
            {flagged ? ` · ragu-ragu ${flagged}` : ''}
          </p>
          <div className="btn-group btn-group-sm" role="group" aria-label="Ukuran huruf">
            <button type="button" className="btn btn-outline-secondary" onClick={() => font(-1)}>
              A−
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => font(1)}>
              A+
            </button>
          </div>
        </aside>
      </div>
      <footer className="exam-foot">
        <button type="button" className="btn btn-outline-secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
          ‹ Sebelumnya
        </button>
        <button type="button" className="btn btn-outline-primary exam-nav-toggle" aria-expanded={showNav} onClick={() => setShowNav(!showNav)}>
          Daftar soal
        </button>
        {page < pages.length - 1 ? (
          <button type="button" className="btn btn-primary" onClick={() => setPage(page + 1)}>
            Berikutnya ›
          </button>
        ) : (
          <button type="button" className="btn btn-success" onClick={() => void confirmFinish()} disabled={finishing || blocked !== null}>
            {finishing ? 'Mengumpulkan…' : 'Selesai'}
          </button>
        )}
      </footer>
      {blocked !== null && (
        <div className="exam-overlay" role="alertdialog" aria-modal="true" aria-labelledby="judul-blokir">
          <div className="exam-card">
            <h2 id="judul-blokir" className="h5">
              Ujian dihentikan pengawas
            </h2>
            <p>{blocked || 'Hubungi pengawas ruang.'}</p>
            <p className="small text-body-secondary">Jawaban Anda aman. Halaman ini lanjut sendiri setelah pengawas membuka blokir.</p>
          </div>
        </div>
      )}
      {(timeUp || finishing) && (
        <div className="exam-overlay" role="alertdialog" aria-modal="true" aria-labelledby="judul-selesai">
          <div className="exam-card">
            <h2 id="judul-selesai" className="h5">
              {timeUp ? 'Waktu habis' : 'Mengumpulkan jawaban…'}
            </h2>
            <p>{online ? 'Mengirim jawaban ke server…' : 'Menunggu koneksi; jangan tutup halaman bila bisa. Jawaban tetap tersimpan di perangkat ini.'}</p>
          </div>
        </div>
      )}
    </div>
  );
}
