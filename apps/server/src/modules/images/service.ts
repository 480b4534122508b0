import { createHash } from 'node:crypto';
import { crestOf, crestSvg, type ImageWidth } from '@sportsbook/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { selectCompetitor } from './queries.ts';

/** A rendered image and its entity tag (a hash of the bytes). */
export interface RenderedImage {
  body: string;
  etag: string;
  contentType: string;
}

/** Generated images: team crests drawn from the team's id and name (packages/domain crest rule). */
export class ImagesService {
  constructor(private readonly db: Db) {}

  /** The crest of competitor `id` as an SVG `width` pixels square; 404 for an unknown competitor. */
  async crest(id: number, width: ImageWidth): Promise<RenderedImage> {
    const team = await selectCompetitor(this.db, id);
    if (!team) throw notFound('Team');
    const body = crestSvg(crestOf(team), width);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    return { body, etag, contentType: 'image/svg+xml; charset=utf-8' };
  }
}
