import { type ReactNode, useState } from 'react';
import { downloadExport, errorMessage } from '../api.ts';

/**
 * A button whose outcome is a short note beside it, in a polite live region (saved, copied, or
 * why not): `run` answers the note, a failure's message is the note.
 */
export function NoteButton({ label, run, busyNote }: { label: ReactNode; run(): Promise<string>; busyNote?: string }) {
  const [note, setNote] = useState('');
  async function act() {
    setNote(busyNote ?? '');
    try {
      setNote(await run());
    } catch (error) {
      setNote(errorMessage(error));
    }
  }
  return (
    <span className="download">
      <button type="button" className="secondary" onClick={() => void act()}>
        {label}
      </button>
      <span aria-live="polite" className="note">
        {note}
      </span>
    </span>
  );
}

export function DownloadButton({ path, fallbackName, label }: { path: string; fallbackName: string; label: string }) {
  return (
    <NoteButton
      label={label}
      busyNote="Preparing…"
      run={async () => `Saved ${await downloadExport(path, fallbackName)}`}
    />
  );
}
