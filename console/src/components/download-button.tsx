import { useState } from 'react';
import { downloadExport, errorMessage } from '../api.ts';

export function DownloadButton({ path, fallbackName, label }: { path: string; fallbackName: string; label: string }) {
  const [note, setNote] = useState('');
  async function download() {
    setNote('Preparing…');
    try {
      setNote(`Saved ${await downloadExport(path, fallbackName)}`);
    } catch (error) {
      setNote(errorMessage(error));
    }
  }
  return (
    <span className="download">
      <button type="button" className="secondary" onClick={() => void download()}>
        {label}
      </button>
      <span aria-live="polite" className="note">
        {note}
      </span>
    </span>
  );
}
