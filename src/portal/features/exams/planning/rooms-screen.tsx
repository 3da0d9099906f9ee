/** add_schedule_room: the school's exam rooms (name, code, seats, location). */
import { RecordManager } from './record-manager.tsx';
import { deleteRoom, rooms, saveRoom, type Room } from './planning-api.ts';

export default function RoomsScreen() {
  return (
    <RecordManager<Room>
      title="Ruang Ujian"
      description="Ruang tempat siswa mengerjakan ujian, dengan jumlah kursinya. Peserta dibagi ke ruang di menu Jadwal Ruang Ujian."
      noun="Ruang"
      save={(body) => saveRoom(body as Parameters<typeof saveRoom>[0])}
      remove={deleteRoom}
      load={rooms}
      blank={{ name: '', code: '', capacity: '30', location: '' }}
      fields={[
        { name: 'name', label: 'Nama ruang', placeholder: 'Lab Komputer 1', required: true },
        { name: 'code', label: 'Kode', placeholder: 'LAB1', className: 'col-6' },
        { name: 'capacity', label: 'Jumlah kursi', type: 'number', inputMode: 'numeric', required: true, className: 'col-6' },
        { name: 'location', label: 'Lokasi', placeholder: 'Gedung B lantai 2' },
      ]}
      columns={[
        { label: 'Ruang', cell: (r) => (<><strong>{r.name}</strong>{r.code && <span className="d-block small text-body-secondary">{r.code}</span>}</>) },
        { label: 'Kursi', cell: (r) => r.capacity },
        { label: 'Lokasi', cell: (r) => r.location ?? '–' },
        { label: 'Dipakai', cell: (r) => `${r.allocations} jadwal` },
      ]}
      nameOf={(r) => r.name}
      empty="Belum ada ruang ujian. Tambahkan ruang di formulir."
    />
  );
}
