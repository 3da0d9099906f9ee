/** "Daftar Hadir Peserta": per room, the seated students (name, NIS, rombel); printed as the server's PDF. */
import { useState } from 'react';
import { PaperSelect, PdfDownloadButton } from '../../../components/ui/pdf-download.tsx';
import type { Paper } from '../../../../shared/documents/paper.ts';
import { attendanceListPdfContract } from '../../../../shared/api/documents.ts';
import { formatDateTime } from '../ui/format.ts';
import type { ScheduleRooms } from './planning-api.ts';
import './seating.css';

export function SeatingList({ data }: { data: ScheduleRooms }) {
  const [paper, setPaper] = useState<Paper>('A4');
  return (
    <div>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <h2 className="h5 mb-0 me-auto">Daftar Hadir Peserta</h2>
        <PaperSelect value={paper} onChange={setPaper} />
        <div>
          <PdfDownloadButton
            document="Daftar Hadir"
            contract={attendanceListPdfContract}
            params={{ id: data.schedule.id }}
            paper={paper}
            className="btn btn-primary"
          />
        </div>
      </div>
      {data.rooms.length === 0 && <p className="text-body-secondary">Jadwal ini belum dibagi ke ruang.</p>}
      {data.rooms.map((room) => (
        <section key={room.id} className="seating-room mb-4">
          <h3 className="h6 mb-1">Daftar Hadir Peserta — {data.schedule.title}</h3>
          <p className="small mb-2">
            Ruang <strong>{room.roomName}</strong>
            {room.location ? ` (${room.location})` : ''} · {formatDateTime(data.schedule.startsAt)}
            {room.sessionName
              ? ` · ${room.sessionName}${room.sessionStartsAt ? ` ${room.sessionStartsAt.slice(0, 5)}–${room.sessionEndsAt?.slice(0, 5)}` : ''}`
              : ''}{' '}
            · Pengawas: {room.proctorName ?? '–'} · {room.students.length}/{room.capacity} kursi
          </p>
          <div className="table-responsive">
            <table className="table table-bordered table-sm seating-list">
              <thead>
                <tr>
                  <th scope="col">No</th>
                  <th scope="col">Nama</th>
                  <th scope="col">NIS</th>
                  <th scope="col">Rombel</th>
                  <th scope="col">Tanda tangan</th>
                </tr>
              </thead>
              <tbody>
                {room.students.map((s, i) => (
                  <tr key={s.attemptId}>
                    <td>{i + 1}</td>
                    <td>{s.name}</td>
                    <td>{s.nis ?? '–'}</td>
                    <td>{s.section ?? '–'}</td>
                    <td className="signature">{i % 2 === 0 ? `${i + 1}.` : <span className="ms-5">{i + 1}.</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="small mt-3 mb-0">Pengawas ruang,</p>
          <p className="small" style={{ marginTop: '3rem' }}>
            ({room.proctorName ?? '.............................'})
          </p>
        </section>
      ))}
    </div>
  );
}
