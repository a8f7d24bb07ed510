import { useCallback, useState } from 'react';
import { isDesktop } from '#platform/bridge';
import { checkGalleryFileInPage, pickGalleryImageOnDesktop, type CheckedImage } from './pick';
import { uploadGalleryFile } from './upload';

export interface SlotState {
  /** 0 to 1 while uploading, null otherwise. */
  progress: number | null;
  error: string | null;
  warning: string | null;
}

const idle: SlotState = { progress: null, error: null, warning: null };
const failed = (e: unknown): SlotState => ({ ...idle, error: e instanceof Error ? e.message : String(e) });

/**
 * Picks, checks and uploads gallery images slot by slot. Desktop: native dialog + sharp in main;
 * browser: a file input, checks in the page for the types it can decode.
 */
export function useGalleryUpload(onUploaded: (slot: number, url: string) => void) {
  const [slots, setSlots] = useState<Record<number, SlotState>>({});
  const set = (slot: number, state: SlotState) => setSlots((s) => ({ ...s, [slot]: state }));

  const upload = useCallback(
    async (slot: number, checked: CheckedImage) => {
      if (!checked.ok) {
        set(slot, { ...idle, error: checked.message });
        return;
      }
      set(slot, { progress: 0, error: null, warning: checked.warning });
      const result = await uploadGalleryFile(checked.blob, checked.name, (progress) =>
        setSlots((s) => ({ ...s, [slot]: { ...(s[slot] ?? idle), progress } })),
      );
      if (!result.ok) {
        set(slot, { ...idle, error: result.message });
        return;
      }
      set(slot, { progress: null, error: null, warning: checked.warning ?? result.warning });
      onUploaded(slot, result.url);
    },
    [onUploaded],
  );

  /** Desktop: opens the native dialog for a slot. */
  const pickOnDesktop = useCallback(
    async (slot: number) => {
      set(slot, idle);
      try {
        const checked = await pickGalleryImageOnDesktop();
        if (checked) await upload(slot, checked);
      } catch (e) {
        set(slot, failed(e));
      }
    },
    [upload],
  );

  /** Browser: a file chosen in the input of a slot. */
  const takeFile = useCallback(
    async (slot: number, file: File) => {
      set(slot, idle);
      try {
        await upload(slot, await checkGalleryFileInPage(file));
      } catch (e) {
        set(slot, failed(e));
      }
    },
    [upload],
  );

  const clear = useCallback((slot: number) => set(slot, idle), []);

  return { slots, slot: (i: number) => slots[i] ?? idle, pickOnDesktop, takeFile, clear, isDesktop };
}
