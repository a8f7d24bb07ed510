import { randomUUID } from 'node:crypto';
import { GALLERY_NOT_YOURS_MESSAGE, isGigEdit, type GigInput, type GigUpdate } from '#shared/domain/gig';
import { GIG_NOT_FOUND_MESSAGE } from '#shared/domain/gig-answers';
import type { Gig } from '#shared/contract/http/gigs';
import { EXPERT_ONLY_MESSAGE } from '../../http/authorization';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { AppDeps } from '../context';
import { gigForReaders, toGig } from './mapper';
import {
  deleteGigRow,
  deleteUploadRow,
  findExpertOfUser,
  findGig,
  findGigWithExpert,
  insertGig,
  isGalleryUrlInUse,
  listGigsOfExpert,
  ownedGalleryKeys,
  replaceGig,
  setGigActive,
  type GigExpertRow,
  type GigRow,
} from './repo';

/**
 * The gig rules the schemas cannot check alone: the gallery holds only images this expert
 * uploaded, and only the owning expert may see an inactive gig or change or delete a gig (anyone
 * else is told it does not exist).
 */
export function createGigService(deps: AppDeps) {
  const db = deps.db.kysely;
  const now = () => deps.clock.now().toISOString();

  async function expertOf(userId: string): Promise<GigExpertRow> {
    const expert = await findExpertOfUser(db, userId);
    if (!expert) throw forbidden(EXPERT_ONLY_MESSAGE);
    return expert;
  }

  /** The gallery as stored paths (/files/{key}), each one an image this user uploaded for a gallery. */
  async function checkedGallery(userId: string, gallery: readonly string[]): Promise<string[]> {
    const keys = gallery.map((url) => deps.storage.keyFromUrl(url));
    const owned = await ownedGalleryKeys(
      db,
      userId,
      keys.filter((k): k is string => k !== null),
    );
    return keys.map((key) => {
      if (key === null || !owned.has(key)) throw badRequest(GALLERY_NOT_YOURS_MESSAGE, { gallery: GALLERY_NOT_YOURS_MESSAGE });
      return deps.storage.urlFor(key);
    });
  }

  /** The caller's own gig, or 404 whether it does not exist or belongs to someone else. */
  async function ownGig(userId: string, gigId: string): Promise<{ gig: GigRow; expert: GigExpertRow }> {
    const expert = await expertOf(userId);
    const gig = await findGig(db, gigId);
    if (!gig || gig.expert_id !== expert.id) throw notFound(GIG_NOT_FOUND_MESSAGE);
    return { gig, expert };
  }

  /** Removes the files of `urls` that no other gig shows, and their upload records. */
  async function removeFiles(urls: readonly string[], gigId: string): Promise<void> {
    for (const url of urls) {
      const key = deps.storage.keyFromUrl(url);
      if (key === null || (await isGalleryUrlInUse(db, url, gigId))) continue;
      await deps.storage.delete(key);
      await deleteUploadRow(db, key);
    }
  }

  async function reload(gigId: string): Promise<Gig> {
    const row = await findGig(db, gigId);
    if (!row) throw notFound(GIG_NOT_FOUND_MESSAGE);
    return toGig(row);
  }

  return {
    async create(userId: string, input: GigInput): Promise<string> {
      const expert = await expertOf(userId);
      const gallery = await checkedGallery(userId, input.gallery);
      const id = randomUUID();
      await insertGig(db, { id, expertId: expert.id, input: { ...input, gallery }, active: true, now: now() });
      return id;
    },

    async listMine(userId: string): Promise<Gig[]> {
      const expert = await expertOf(userId);
      return (await listGigsOfExpert(db, expert.id)).map((row) => toGig(row));
    },

    /** A gig with its expert: anyone sees an active gig, only its owner an inactive or hidden one. */
    async getVisible(userId: string | null, gigId: string): Promise<Gig> {
      const found = await findGigWithExpert(db, gigId);
      if (!found) throw notFound(GIG_NOT_FOUND_MESSAGE);
      const { gig, expert } = found;
      if ((gig.active !== 1 || gig.hidden_at !== null) && expert.user_id !== userId) throw notFound(GIG_NOT_FOUND_MESSAGE);
      // Its expert edits the text as written; everyone else reads it masked.
      return expert.user_id === userId ? toGig(gig, expert) : gigForReaders(toGig(gig, expert));
    },

    async update(userId: string, gigId: string, update: GigUpdate): Promise<Gig> {
      const { gig } = await ownGig(userId, gigId);
      if (isGigEdit(update)) {
        const gallery = await checkedGallery(userId, update.gallery);
        await replaceGig(db, { id: gigId, input: { ...update, gallery }, active: update.active, now: now() });
        const before: unknown = JSON.parse(gig.gallery_json);
        const dropped = Array.isArray(before) ? before.filter((u): u is string => typeof u === 'string' && !gallery.includes(u)) : [];
        await removeFiles(dropped, gigId);
      } else if (update.active !== undefined) {
        await setGigActive(db, gigId, update.active, now());
      }
      return reload(gigId);
    },

    /** Deletes the gig, then its gallery files (unless another gig shows them). */
    async remove(userId: string, gigId: string): Promise<void> {
      const { gig } = await ownGig(userId, gigId);
      const gallery = toGig(gig).gallery;
      await deleteGigRow(db, gigId);
      await removeFiles(gallery, gigId);
    },
  };
}

export type GigService = ReturnType<typeof createGigService>;
