/** Every stored upload and who made it, so a gig may only use its own expert's images. */
export interface UploadsTable {
  key: string;
  user_id: string;
  /** 'document': a request's PDF (width and height 0). */
  kind: 'avatar' | 'gallery' | 'message' | 'document';
  width: number;
  height: number;
  bytes: number;
  created_at: string;
}
