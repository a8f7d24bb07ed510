/** Every stored upload and who made it, so a gig may only use its own expert's images. */
export interface UploadsTable {
  key: string;
  user_id: string;
  kind: 'avatar' | 'gallery' | 'message';
  width: number;
  height: number;
  bytes: number;
  created_at: string;
}
