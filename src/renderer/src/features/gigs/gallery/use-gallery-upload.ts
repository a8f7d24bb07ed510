import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckedImage } from '#platform/platform';
import { platform } from '#platform/target';
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
 * Picks, checks and uploads gallery images slot by slot; how an image is picked and checked is the
 * platform's (desktop: native dialog + sharp in main; browser: a file input and checks in the page).
 */
export function useGalleryUpload(onUploaded: (slot: number, url: string) => void) {
  const { t } = useTranslation(['gigs']);
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
        const { problem } = result;
        set(slot, { ...idle, error: problem.kind === 'noUrl' ? t('gigs:gallery.noUrl') : t('gigs:gallery.uploadFailed', { message: problem.message }) });
        return;
      }
      set(slot, { progress: null, error: null, warning: checked.warning ?? result.warning });
      onUploaded(slot, result.url);
    },
    [onUploaded, t],
  );

  /** Picks an image for a slot (the platform's dialog or file chooser) and uploads it. */
  const pick = useCallback(
    async (slot: number) => {
      set(slot, idle);
      try {
        const checked = await platform.pickGalleryImage();
        if (checked) await upload(slot, checked);
      } catch (e) {
        set(slot, failed(e));
      }
    },
    [upload],
  );

  const clear = useCallback((slot: number) => set(slot, idle), []);

  return { slots, slot: (i: number) => slots[i] ?? idle, pick, clear };
}
