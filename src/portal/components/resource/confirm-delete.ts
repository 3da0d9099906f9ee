/** The delete confirmation (sweetalert2, loaded only when a dialog opens) and the failure notice. */
export async function confirmDelete(title: string, name: string): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire({
    title: `Hapus ${title}?`,
    text: `"${name}" akan dihapus dan tidak dapat dikembalikan.`,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: 'Hapus',
    cancelButtonText: 'Batal',
    confirmButtonColor: '#dc3545',
    reverseButtons: true,
    focusCancel: true,
  });
  return result.isConfirmed;
}

export async function showFailure(title: string, message: string): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  await Swal.fire({ title, text: message, icon: 'error', confirmButtonText: 'Tutup' });
}
