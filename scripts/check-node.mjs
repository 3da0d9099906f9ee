// Plain JavaScript on purpose: it must run, and explain itself, on the Node a machine happens to have.
const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error(
    `\nProyek ini butuh Node 24 (sekarang ${process.version}).\n` +
      'Jalankan lewat npm (npm start, npm test): npm memakai Node 24 dari paket "node" di node_modules.\n' +
      'Jika node_modules/.bin/node tidak ada, skrip instalasi paket "node" tidak dijalankan: ' +
      'periksa "allowScripts" di package.json lalu jalankan "npm install" lagi.\n',
  );
  process.exit(1);
}
